import { usableLocalStorage } from '../../storage/createHostBackedStorage.ts'

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

/** The frame's localStorage, or (third-party storage blocked) one in memory for the page's life. */
function createKeyStore(): KeyStore {
  const storage = typeof window === 'undefined' ? null : usableLocalStorage(window)
  if (storage) return storage
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  }
}

// One store per frame, as `localStorage` is: every instance of the SDK's class shares it.
const store = createKeyStore()

/**
 * Stands in for `@coinbase/wallet-sdk`'s `ScopedLocalStorage` in the frame's build (vite
 * alias), with its API and keys: the SDK reads `localStorage` directly, which throws where
 * third-party storage is blocked (a private window, Safari). There its session (signer type,
 * ECDH keys, accounts) lives in memory for the page's life (SECURITY.md #7: never in the host
 * page's storage); elsewhere in the frame's localStorage, so a reload restores it.
 */
export class ScopedLocalStorage {
  constructor(
    private readonly scope: string,
    private readonly module?: string,
  ) {}
  storeObject(key: string, item: unknown) {
    this.setItem(key, JSON.stringify(item))
  }
  loadObject<T>(key: string): T | undefined {
    const item = this.getItem(key)
    return item ? (JSON.parse(item) as T) : undefined
  }
  setItem(key: string, value: string) {
    store.setItem(this.scopedKey(key), value)
  }
  getItem(key: string): string | null {
    return store.getItem(this.scopedKey(key))
  }
  removeItem(key: string) {
    store.removeItem(this.scopedKey(key))
  }
  clear() {
    const prefix = this.scopedKey('')
    const keys: string[] = []
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i)
      if (key?.startsWith(prefix)) keys.push(key)
    }
    for (const key of keys) store.removeItem(key)
  }
  scopedKey(key: string) {
    return `-${this.scope}${this.module ? `:${this.module}` : ''}:${key}`
  }
  static clearAll() {
    new ScopedLocalStorage('CBWSDK').clear()
    new ScopedLocalStorage('walletlink').clear()
  }
}
