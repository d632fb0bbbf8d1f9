/**
 * A plain object (what zod's `record` accepts): not null, not an array, no class prototype.
 * The host's parsers (`check.ts`) use it where zod has `record`.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}
