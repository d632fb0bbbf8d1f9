/**
 * A plain-data copy that can cross `postMessage`: functions (viem chain formatters, class
 * methods) are dropped, bigints become decimal strings, `undefined` becomes `null`.
 *
 * @example
 * ```ts
 * plain({ id: 1, format: () => {}, fee: 10n }) // { id: 1, fee: '10' }
 * ```
 */
export function plain<T>(value: T): T {
  const json = JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? String(v) : v))
  return json === undefined ? (null as T) : JSON.parse(json)
}
