import { openShare, sealShare } from '../custody/sealShare.ts'
import { VaultError } from '../VaultError.ts'

const INFO = 'porthole recovery code'

/** Encrypts the recovery share under a recovery code's secret: `iv.ciphertext`, base64url. */
export function sealWithCode(secret: BufferSource, share: string): Promise<string> {
  return sealShare(secret, INFO, share)
}

/** Opens what `sealWithCode` sealed; another code fails with `RecoveryCodeWrongError`. */
export async function openWithCode(secret: BufferSource, sealed: string): Promise<string> {
  try {
    return await openShare(secret, INFO, sealed)
  } catch (cause) {
    throw new VaultError(
      'RecoveryCodeWrongError',
      'This recovery code does not open this wallet.',
      { cause },
    )
  }
}
