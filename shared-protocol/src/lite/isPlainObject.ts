/**
 * A plain object (what zod's `record` accepts): not null, not an array, no class prototype.
 * The host's schemas use it inside `v.custom` where valibot's `record` and `union` would cost
 * the loader about 400 B gzip (docs/decisions.md).
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}
