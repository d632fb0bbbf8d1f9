import type { VaultApi } from '../api/createVaultApi.ts'
import { VaultError } from '../VaultError.ts'

/**
 * A login whose account has a wallet and this device no share: `NewDeviceError` naming the
 * account's recovery methods in `data.recovery` (the frame asks for the passkey,
 * CONNECT_DEVICE, or the code, CONNECT_RECOVERY_CODE), else `RecoveryUnavailableError`, since
 * nothing here can open the wallet.
 */
export async function refuseNewDevice(api: VaultApi, token: string): Promise<never> {
  const [passkey, code] = await Promise.all([
    api.getPasskey(token).then(
      (found) => Boolean(found.passkey),
      () => false,
    ),
    api.getRecoveryCode(token).then(
      (found) => Boolean(found.code),
      () => false,
    ),
  ])
  if (!passkey && !code)
    throw new VaultError(
      'RecoveryUnavailableError',
      'This account has no recovery method, so its wallet opens only on the device that created it.',
    )
  throw new VaultError('NewDeviceError', 'This device has no key share for the account.', {
    data: { action: 'VERIFY_DEVICE', recovery: { passkey, code } },
  })
}
