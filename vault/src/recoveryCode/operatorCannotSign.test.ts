import { base64 } from '@scure/base'
import { combine } from 'shamir-secret-sharing'
import { expect, test } from 'vitest'
import { createKeyShares } from '../custody/createKeyShares.ts'
import { deriveAccounts } from '../custody/deriveAccounts.ts'
import { reshareKey } from '../custody/reshareKey.ts'
import { withKey } from '../custody/withKey.ts'
import { createRecoveryCode } from './recoveryCode.ts'
import { openWithCode, sealWithCode } from './sealWithCode.ts'

/**
 * What the api keeps of an account with a recovery code (docs/decisions/0040): the auth share
 * and the recovery share sealed with the code (its own at-rest seal it can always remove). It
 * tries every way it has to a signature; none rebuilds the key. The visitor's code does.
 */
test('the api with its database and secrets alone cannot rebuild the key or sign', async () => {
  const made = await createKeyShares()
  const code = createRecoveryCode()
  const fresh = await reshareKey({
    first: made.device,
    second: made.auth,
    evmAddress: made.evmAddress,
  })
  const stored = {
    authShare: fresh.auth,
    sealedRecovery: await sealWithCode(code.secret, fresh.recovery),
  }

  // The auth share alone.
  await expect(combine([base64.decode(stored.authShare)])).rejects.toThrow()
  // The auth share with the sealed share's bytes taken as a share, or with the old split's.
  const sealedBytes = new TextEncoder().encode(stored.sealedRecovery)
  for (const second of [base64.encode(sealedBytes), made.auth]) {
    const rebuilt = await combine([base64.decode(stored.authShare), base64.decode(second)]).catch(
      () => null,
    )
    if (rebuilt) expect(deriveAccounts(rebuilt).evm.address).not.toBe(made.evmAddress)
  }
  // The sealed share with any key the api could draw: its own secrets are not the code.
  for (const guess of [new Uint8Array(18), new TextEncoder().encode('EMBEDDED_SECRET'.padEnd(18))])
    await expect(openWithCode(guess, stored.sealedRecovery)).rejects.toMatchObject({
      kind: 'RecoveryCodeWrongError',
    })

  // The visitor's code with the same stored material signs for the account.
  const recovery = await openWithCode(code.secret, stored.sealedRecovery)
  const signature = await withKey(
    { first: recovery, second: stored.authShare, evmAddress: made.evmAddress },
    (accounts) => accounts.evm.signMessage({ message: 'recovered' }),
  )
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
})
