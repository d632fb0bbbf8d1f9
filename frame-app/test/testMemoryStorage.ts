/**
 * A Web Storage in memory, for a test: what the frame would keep in localStorage or
 * sessionStorage, its entries in `items` to seed and read.
 * @example const storage = testMemoryStorage({ 'porthole:clientId': 'c-1' })
 */
export function testMemoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    get length() {
      return items.size
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}
