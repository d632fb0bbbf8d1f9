import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval'
import * as z from 'zod/mini'
import { LoginSessionSchema } from '../api/createVaultApi.ts'

/**
 * A project's session as the vault keeps it: the api's, and for a social or Farcaster login the
 * provider and the name it gave (SPEC §9 social username).
 */
const SessionSchema = z.extend(z.partial(LoginSessionSchema, { provider: true }), {
  projectId: z.string(),
})
export type VaultSession = z.infer<typeof SessionSchema>

const DeviceSchema = z.object({
  share: z.string(),
  evmAddress: z.string(),
  solanaAddress: z.string(),
})
export type DeviceRecord = z.infer<typeof DeviceSchema>

const AccountTypeSchema = z.enum(['eoa', 'smartAccount'])

/**
 * The vault's own IndexedDB (its origin, partitioned per top-level site by the browser):
 * the session, each account's device share and its preferred account type per chain (SPEC §9
 * key "preferred account type"). Never the host's or the frame's storage.
 * Where the browser refuses the vault storage (third-party storage blocked, SECURITY #7),
 * it keeps them in memory: the session then lasts for the page's life. Reads that hold
 * something malformed count as nothing stored.
 */
export function createVaultStorage(name = 'porthole-vault') {
  const memory = new Map<string, unknown>()
  const backend: { store: UseStore | null } = { store: null }
  const opened = (async () => {
    try {
      const store = createStore(name, 'kv')
      await get('probe', store)
      backend.store = store
    } catch {
      backend.store = null
    }
  })()
  const get_ = async (key: string) => {
    await opened
    return backend.store ? get(key, backend.store) : memory.get(key)
  }
  const set_ = async (key: string, value: unknown) => {
    await opened
    if (backend.store) await set(key, value, backend.store)
    else memory.set(key, value)
  }
  const del_ = async (key: string) => {
    await opened
    if (backend.store) await del(key, backend.store)
    else memory.delete(key)
  }
  const keys_ = async (): Promise<string[]> => {
    await opened
    const all = backend.store ? await keys(backend.store) : [...memory.keys()]
    return all.filter((key): key is string => typeof key === 'string')
  }
  const read = async <S extends z.ZodMiniType>(schema: S, key: string) => {
    const value: unknown = await get_(key).catch(() => undefined)
    const parsed = schema.safeParse(value)
    return parsed.success ? (parsed.data as z.infer<S>) : undefined
  }
  const deviceKey = (projectId: string, email: string) => `device:${projectId}:${email}`
  return {
    getSession: (projectId: string) =>
      read(SessionSchema, `session:${projectId}`).then((session) =>
        session && Date.parse(session.expiresAt) > Date.now() ? session : undefined,
      ),
    /** Whether what is stored survives a reload (false: memory only). */
    isPersistent: async () => {
      await opened
      return backend.store !== null
    },
    setSession: (session: VaultSession) => set_(`session:${session.projectId}`, session),
    clearSession: (projectId: string) => del_(`session:${projectId}`),
    getDevice: (projectId: string, email: string) =>
      read(DeviceSchema, deviceKey(projectId, email)),
    setDevice: (projectId: string, email: string, record: DeviceRecord) =>
      set_(deviceKey(projectId, email), record),
    deleteDevice: (projectId: string, email: string) => del_(deviceKey(projectId, email)),
    /**
     * The device record of this project's account at `evmAddress`, whichever email it was
     * stored under (the account's email may have changed on another device since).
     */
    findDevice: async (projectId: string, evmAddress: string) => {
      const prefix = `device:${projectId}:`
      for (const key of await keys_()) {
        if (!key.startsWith(prefix)) continue
        const record = await read(DeviceSchema, key)
        if (record?.evmAddress.toLowerCase() === evmAddress.toLowerCase())
          return { email: key.slice(prefix.length), record }
      }
      return undefined
    },
    /**
     * UPDATE_EMAIL: what is stored under the account's old email (its device share, its
     * account type per chain, the session) moves to the new one.
     */
    moveAccount: async (projectId: string, from: string, to: string) => {
      const fromPrefix = [
        `device:${projectId}:${from}`,
        `preferredAccountType:${projectId}:${from}:`,
      ]
      for (const key of await keys_()) {
        const [device, preferred] = fromPrefix
        const moved =
          key === device
            ? deviceKey(projectId, to)
            : preferred && key.startsWith(preferred)
              ? `preferredAccountType:${projectId}:${to}:${key.slice(preferred.length)}`
              : null
        if (!moved) continue
        await set_(moved, await get_(key))
        await del_(key)
      }
      const session = await read(SessionSchema, `session:${projectId}`)
      if (session?.email === from) await set_(`session:${projectId}`, { ...session, email: to })
    },
    /** The account type the user picked on `caipNetworkId` (eoa when never picked). */
    getPreferredAccountType: async (projectId: string, email: string, caipNetworkId: string) =>
      (await read(
        AccountTypeSchema,
        `preferredAccountType:${projectId}:${email}:${caipNetworkId}`,
      )) ?? 'eoa',
    setPreferredAccountType: (
      projectId: string,
      email: string,
      caipNetworkId: string,
      type: z.infer<typeof AccountTypeSchema>,
    ) => set_(`preferredAccountType:${projectId}:${email}:${caipNetworkId}`, type),
  }
}
export type VaultStorage = ReturnType<typeof createVaultStorage>
