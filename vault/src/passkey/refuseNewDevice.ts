import type { VaultApi } from '../api/createVaultApi.ts'
import { VaultError } from '../VaultError.ts'

/**
 * A login whose account has a wallet and this device no share: `NewDeviceError` (the frame
 * asks for the recovery passkey, CONNECT_DEVICE) when the account has one, else
 * `RecoveryUnavailableError`, since nothing here can open the wallet.
 */
export async function refuseNewDevice(api: VaultApi, token: string): Promise<never> {
  const recovery = await api.getPasskey(token).catch(() => ({ passkey: null }))
  if (!recovery.passkey)
    throw new VaultError(
      'RecoveryUnavailableError',
      'This account has no recovery passkey, so its wallet opens only on the device that created it.',
    )
  throw new VaultError('NewDeviceError', 'This device has no key share for the account.', {
    data: { action: 'VERIFY_DEVICE' },
  })
}
