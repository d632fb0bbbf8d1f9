import type { z } from 'zod'
import { ValidationError } from './errors.ts'

/** Parses request input with `schema`; a failure is a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body' | 'path',
): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.')
    return path ? `${path}: ${issue.message}` : issue.message
  })
  throw new ValidationError(`Invalid ${where}: ${problems.join('; ')}`, {
    data: result.error.issues,
  })
}
