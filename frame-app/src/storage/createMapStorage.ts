/** The Web Storage subset the frame's stores use (sync reads, enumeration for WalletConnect). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key'> & {
  readonly length: number
}

/**
 * Web Storage over `memory`: reads are served from it at once; each change (a new value, or
 * the removal of a key it held) updates it, then goes to `changed` (`null` for a removal),
 * where the store writes it through to wherever it persists.
 * @example
 * const storage = createMapStorage(new Map(), (key, value) => void persist(key, value))
 */
export function createMapStorage(
  memory: Map<string, string>,
  changed: (key: string, value: string | null) => void,
): KeyValueStorage {
  return {
    get length() {
      return memory.size
    },
    key: (index) => [...memory.keys()][index] ?? null,
    getItem: (key) => memory.get(key) ?? null,
    setItem(key, value) {
      const text = String(value)
      if (memory.get(key) === text) return
      memory.set(key, text)
      changed(key, text)
    },
    removeItem(key) {
      if (memory.delete(key)) changed(key, null)
    },
  }
}
