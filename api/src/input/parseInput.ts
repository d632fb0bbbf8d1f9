import type { z } from 'zod'
import { type InputPart, invalidInput } from './invalidInput.ts'

/**
 * Parses a value that is not a request part itself (a signed message inside a body, a CLI
 * argument, a registry document) with `schema`; a failure is the same 400 as
 * `validateInput`'s. Request query, path and body go through `validateInput`.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: InputPart,
): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw invalidInput(where, result.error)
}
