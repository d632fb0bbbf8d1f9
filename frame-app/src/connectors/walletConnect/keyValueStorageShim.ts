/**
 * Stands in for `@walletconnect/keyvaluestorage` in the frame's build (vite alias): its browser
 * build reads `globalThis.localStorage` when the module loads, which throws where third-party
 * storage is blocked (a private window) and would stop WalletConnect from loading at all. The
 * frame always passes its own storage (`createWcStorage`), so the sign-client's default store
 * is never used; this one keeps the same API in memory.
 */
export class KeyValueStorage {
  private readonly items = new Map<string, unknown>()
  async getKeys(): Promise<string[]> {
    return [...this.items.keys()]
  }
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.items] as [string, T][]
  }
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.items.get(key) as T | undefined
  }
  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.items.set(key, value)
  }
  async removeItem(key: string): Promise<void> {
    this.items.delete(key)
  }
}
export default KeyValueStorage
