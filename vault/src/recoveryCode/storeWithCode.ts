import type { VaultApi } from '../api/createVaultApi.ts'
import { reshareKey } from '../custody/reshareKey.ts'
import { sealWithCode } from './sealWithCode.ts'

/**
 * Splits the key (rebuilt from `first` and `second`) again, seals the new recovery share with
 * the code's secret and has the api store it with the new auth share (one transaction, signed
 * by the key). Answers the new device share, for the caller to keep once the api has them.
 */
export async function storeWithCode(
  api: VaultApi,
  token: string,
  secret: Uint8Array<ArrayBuffer>,
  shares: { first: string; second: string; evmAddress: string },
) {
  const fresh = await reshareKey(shares)
  const saved = await api.saveRecoveryCode(token, {
    sealedRecovery: await sealWithCode(secret, fresh.recovery),
    authShare: fresh.auth,
    signature: fresh.signature,
  })
  return { device: fresh.device, createdAt: saved.createdAt }
}
