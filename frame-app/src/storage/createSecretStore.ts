import { del, entries, promisifyRequest, set, setMany, type UseStore } from 'idb-keyval'
import { createMapStorage, type KeyValueStorage } from './createMapStorage.ts'

/**
 * Where what can act as the user is kept: the frame's own storage, storage the user granted
 * through the Storage Access API, or only memory for this page's life.
 */
export type Persistence = 'frame' | 'granted' | 'page'

/** The Storage Access API as the frame calls it (Chromium's `{ indexedDB: true }` handle). */
export type StorageAccessDocument = {
  requestStorageAccess?: (types: {
    indexedDB: true
  }) => Promise<{ indexedDB?: IDBFactory } | undefined>
}

export type SecretStoreOptions = {
  /** The frame's own localStorage, or null where the browser blocks it. */
  frameStorage: KeyValueStorage | null
  document: StorageAccessDocument
  /** `navigator.permissions`, to find an earlier grant without asking again. */
  permissions?: Pick<Permissions, 'query'> | undefined
  onError: (error: unknown) => void
}

export type SecretStore = KeyValueStorage & {
  /** Settled once an earlier grant (if any) has been taken up: read only after it. */
  readonly ready: Promise<void>
  persistence(): Persistence
  subscribe(listener: () => void): () => void
  /**
   * Ask for storage through the Storage Access API; call it inside a user gesture in the
   * frame. Resolves with where secrets are kept afterwards ('page' when refused).
   */
  requestAccess(): Promise<Persistence>
}

const DATABASE = 'porthole'
const STORE = 'secrets'

/** An idb-keyval store in the IndexedDB the Storage Access handle opened. */
function openStore(factory: IDBFactory): UseStore {
  const request = factory.open(DATABASE)
  request.onupgradeneeded = () => request.result.createObjectStore(STORE)
  const database = promisifyRequest(request)
  return (mode, callback) =>
    database.then((db) => callback(db.transaction(STORE, mode).objectStore(STORE)))
}

/**
 * The store for what can act as the user (DESIGN.md storage rule, SECURITY.md #7): never the
 * host page's storage. The frame's localStorage when the browser allows it; otherwise memory,
 * written through to the unpartitioned IndexedDB the Storage Access API opens once the user
 * grants it (at once when an earlier grant stands). Reads are synchronous, from memory.
 */
export function createSecretStore(options: SecretStoreOptions): SecretStore {
  const { frameStorage, onError } = options
  if (frameStorage)
    return {
      get length() {
        return frameStorage.length
      },
      key: (index) => frameStorage.key(index),
      getItem: (key) => frameStorage.getItem(key),
      setItem: (key, value) => frameStorage.setItem(key, value),
      removeItem: (key) => frameStorage.removeItem(key),
      ready: Promise.resolve(),
      persistence: () => 'frame',
      subscribe: () => () => {},
      requestAccess: async () => 'frame',
    }

  const memory = new Map<string, string>()
  const listeners = new Set<() => void>()
  let store: UseStore | null = null
  const obtain = async () => {
    const handle = await options.document.requestStorageAccess?.({ indexedDB: true })
    const factory = handle?.indexedDB
    if (!factory || store) return
    const next = openStore(factory)
    const stored = await entries<string, unknown>(next)
    // What this page holds now wins over what an earlier page left.
    await setMany([...memory], next)
    for (const [key, value] of stored)
      if (typeof key === 'string' && typeof value === 'string' && !memory.has(key))
        memory.set(key, value)
    store = next
    for (const listener of [...listeners]) listener()
  }
  // Declined, or refused by the browser (no user gesture, no earlier top-level visit, or the
  // handle's database closed): the session lasts for the page, which the WalletConnect view
  // says. Anything that is not the browser saying no is reported.
  const refused = (error: unknown) => {
    if (!(error instanceof DOMException)) onError(error)
  }
  const ready = (async () => {
    if (!options.document.requestStorageAccess || !options.permissions) return
    const status = await options.permissions.query({ name: 'storage-access' as PermissionName })
    if (status.state === 'granted') await obtain()
  })().catch(refused)

  return Object.assign(
    createMapStorage(memory, (key, value) => {
      if (store) (value === null ? del(key, store) : set(key, value, store)).catch(onError)
    }),
    {
      ready,
      persistence: () => (store ? 'granted' : 'page'),
      subscribe(listener: () => void) {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
      async requestAccess() {
        if (store) return 'granted'
        try {
          await obtain()
        } catch (error) {
          refused(error)
        }
        return store ? 'granted' : 'page'
      },
    },
  )
}
