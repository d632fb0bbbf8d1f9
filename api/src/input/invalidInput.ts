import type { z } from 'zod'
import { ValidationError } from '../errors.ts'

/** Where a request input came from, as our error messages name it. */
export type InputPart = 'query' | 'body' | 'path'

/**
 * The 400 for input that failed its schema: `Invalid <part>: <field>: <problem>; ...`, with the
 * zod issues as `data`. `unnamed` leaves out the first path segment (a path parameter's name).
 */
export function invalidInput(part: InputPart, error: z.core.$ZodError, unnamed = false) {
  const problems = error.issues.map((issue) => {
    const path = issue.path
      .slice(unnamed ? 1 : 0)
      .map(String)
      .join('.')
    return path ? `${path}: ${issue.message}` : issue.message
  })
  return new ValidationError(`Invalid ${part}: ${problems.join('; ')}`, { data: error.issues })
}
