import { ValidationError } from '../errors.ts'

const NUL = String.fromCharCode(0)
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function textProblem(text: string): string | undefined {
  if (text.includes(NUL)) return 'contains a NUL character'
  if (LONE_SURROGATE.test(text)) return 'contains a lone surrogate (not valid UTF-16)'
  return undefined
}

function findProblem(value: unknown, path: string[]): string | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value)
    return problem && `${path.join('.') || 'value'}: ${problem}`
  }
  if (typeof value !== 'object' || value === null) return undefined
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value)
  for (const [key, item] of entries) {
    if (typeof key === 'string') {
      const problem = textProblem(key)
      if (problem) return `${path.join('.') || 'value'}: a key ${problem}`
    }
    const found = findProblem(item, [...path, String(key)])
    if (found) return found
  }
  return undefined
}

/**
 * Throws a 400 `ValidationError` naming the field when any string or key in `value` holds a
 * NUL character or a lone surrogate: Postgres refuses both (text and jsonb), and they are
 * never meaningful input.
 */
export function assertSafeText(
  value: unknown,
  where: 'query' | 'body' | 'path',
  path: string[] = [],
): void {
  const problem = findProblem(value, path)
  if (problem) throw new ValidationError(`Invalid ${where}: ${problem}`)
}
