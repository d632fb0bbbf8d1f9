import { createStore, del, get, set } from 'idb-keyval'
import * as z from 'zod/mini'

const SessionSchema = z.object({
  projectId: z.string(),
  token: z.string(),
  email: z.string(),
  expiresAt: z.string(),
})
export type VaultSession = z.infer<typeof SessionSchema>

const DeviceSchema = z.object({
  share: z.string(),
  evmAddress: z.string(),
  solanaAddress: z.string(),
})
export type DeviceRecord = z.infer<typeof DeviceSchema>

/**
 * The vault's own IndexedDB (its origin, partitioned per top-level site by the browser):
 * the session and each account's device share. Never the host's or the frame's storage.
 * Reads that fail or hold something malformed count as nothing stored.
 */
export function createVaultStorage(name = 'porthole-vault') {
  const store = createStore(name, 'kv')
  const read = async <S extends z.ZodMiniType>(schema: S, key: string) => {
    const value: unknown = await get(key, store).catch(() => undefined)
    const parsed = schema.safeParse(value)
    return parsed.success ? (parsed.data as z.infer<S>) : undefined
  }
  const deviceKey = (projectId: string, email: string) => `device:${projectId}:${email}`
  return {
    getSession: (projectId: string) =>
      read(SessionSchema, `session:${projectId}`).then((session) =>
        session && Date.parse(session.expiresAt) > Date.now() ? session : undefined,
      ),
    setSession: (session: VaultSession) => set(`session:${session.projectId}`, session, store),
    clearSession: (projectId: string) => del(`session:${projectId}`, store),
    getDevice: (projectId: string, email: string) =>
      read(DeviceSchema, deviceKey(projectId, email)),
    setDevice: (projectId: string, email: string, record: DeviceRecord) =>
      set(deviceKey(projectId, email), record, store),
    deleteDevice: (projectId: string, email: string) => del(deviceKey(projectId, email), store),
  }
}
export type VaultStorage = ReturnType<typeof createVaultStorage>
