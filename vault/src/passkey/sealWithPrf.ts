import { openShare, sealShare } from '../custody/sealShare.ts'
import { VaultError } from '../VaultError.ts'

const INFO = 'porthole recovery share'

/** Encrypts the recovery share under the passkey's PRF output: `iv.ciphertext`, base64url. */
export function sealWithPrf(prfOutput: BufferSource, share: string): Promise<string> {
  return sealShare(prfOutput, INFO, share)
}

/** Opens what `sealWithPrf` sealed; another passkey's output fails with `RecoveryOpenError`. */
export function openWithPrf(prfOutput: BufferSource, sealed: string): Promise<string> {
  return openShare(
    prfOutput,
    INFO,
    sealed,
    (cause) =>
      new VaultError('RecoveryOpenError', 'This passkey cannot open the recovery share.', {
        cause,
      }),
  )
}
