import type { KeyValueStorage } from './createMapStorage.ts'
import type { StorageAccessDocument } from './createSecretStore.ts'
import { storageKeys } from './storageKeys.ts'

/**
 * Whether an earlier page may have left a WalletConnect session to restore, known before the
 * WalletConnect chunk loads: in the frame's own storage, its session flag; where that storage
 * is blocked, an earlier Storage Access grant (the only place the secret store keeps such a
 * session, `createSecretStore`). True when the browser cannot say.
 *
 * @example
 * ```ts
 * if (await mayHoldSession(usableLocalStorage(window), document, navigator.permissions)) wait()
 * ```
 */
export async function mayHoldSession(
  frameStorage: KeyValueStorage | null,
  document: StorageAccessDocument,
  permissions: Pick<Permissions, 'query'> | undefined,
): Promise<boolean> {
  if (frameStorage) return frameStorage.getItem(storageKeys.walletConnectSession.key) !== null
  if (!document.requestStorageAccess || !permissions) return false
  try {
    const status = await permissions.query({ name: 'storage-access' as PermissionName })
    return status.state === 'granted'
  } catch {
    return true
  }
}
