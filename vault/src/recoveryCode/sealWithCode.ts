import { openShare, sealShare } from '../custody/sealShare.ts'
import { VaultError } from '../VaultError.ts'

const INFO = 'porthole recovery code'

/** Encrypts the recovery share under a recovery code's secret: `iv.ciphertext`, base64url. */
export function sealWithCode(secret: BufferSource, share: string): Promise<string> {
  return sealShare(secret, INFO, share)
}

/** Opens what `sealWithCode` sealed; another code fails with `RecoveryCodeWrongError`. */
export function openWithCode(secret: BufferSource, sealed: string): Promise<string> {
  const wrongCode = (cause: unknown) =>
    new VaultError('RecoveryCodeWrongError', 'This recovery code does not open this wallet.', {
      cause,
    })
  return openShare(secret, INFO, sealed, wrongCode)
}
