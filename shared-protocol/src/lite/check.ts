import type { StandardSchemaV1 } from '../validation/standardSchema.ts'

/**
 * A parser: returns what it accepts (objects keep only their declared keys) or throws a
 * `TypeError` whose message names the path and the problem.
 */
export type Parse = (value: unknown) => unknown

/** A Standard Schema made from a parser, typed by the caller (from the zod catalog). */
export type LiteSchema<T> = StandardSchemaV1<unknown, T> & { parse: Parse }

/**
 * The host loader's schemas, hand-sized: a few parsers with the Standard Schema interface,
 * because the smallest schema library (valibot) cost the loader about 1.7 KB gzip of its
 * budget. `lite.conformance.test.ts` holds them to the zod catalog's verdicts.
 */
export function schema<T>(parse: Parse): LiteSchema<T> {
  return {
    parse,
    '~standard': {
      version: 1,
      vendor: 'porthole',
      validate(value) {
        try {
          return { value: parse(value) as T }
        } catch (error) {
          return { issues: [{ message: (error as Error).message }] }
        }
      },
    },
  }
}

/** Accepts values the predicate holds for; otherwise throws `message`. */
export const is =
  (test: (value: unknown) => boolean, message = 'Invalid value'): Parse =>
  (value) => {
    if (!test(value)) throw new TypeError(message)
    return value
  }

export const unknown: Parse = (value) => value
export const str = is((value) => typeof value === 'string', 'Expected a string')
export const bool = is((value) => typeof value === 'boolean', 'Expected a boolean')
export const integer = is(Number.isInteger, 'Expected an integer')
export const nul = is((value) => value === null, 'Expected null')

/** A string matching `pattern`. */
export const match = (pattern: RegExp) =>
  is((value) => typeof value === 'string' && pattern.test(value), `Expected ${pattern}`)

/** One of `options`. */
export const oneOf = (options: readonly unknown[]) =>
  is((value) => options.includes(value), `Expected one of ${options.join(', ')}`)

export const optional =
  (parse: Parse): Parse =>
  (value) =>
    value === undefined ? value : parse(value)

export const nullable =
  (parse: Parse): Parse =>
  (value) =>
    value === null ? value : parse(value)

/**
 * An object with these keys. Others are dropped, as zod does, unless `forward`: then they pass
 * unparsed, for fields the host only hands on (docs/decisions/0209-the-snapshot-carries-spec-3-fields.md).
 */
export const obj =
  (shape: Record<string, Parse>, forward?: boolean): Parse =>
  (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new TypeError('Expected an object')
    const out: Record<string, unknown> = forward ? { ...value } : {}
    for (const [key, parse] of Object.entries(shape)) {
      const entry = (value as Record<string, unknown>)[key]
      try {
        const parsed = parse(entry)
        if (key in value) out[key] = parsed
      } catch (error) {
        throw new TypeError(`${key}: ${(error as Error).message}`)
      }
    }
    return out
  }
