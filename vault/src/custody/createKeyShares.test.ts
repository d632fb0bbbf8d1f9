import { base64 } from '@scure/base'
import { combine } from 'shamir-secret-sharing'
import { expect, test } from 'vitest'
import { createKeyShares } from './createKeyShares.ts'
import { deriveAccounts } from './deriveAccounts.ts'
import { withKey } from './withKey.ts'

test('any two of the three shares rebuild the key of both addresses; one share alone does not', async () => {
  const shares = await createKeyShares()
  expect(shares.evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(shares.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  for (const [a, b] of [
    [shares.device, shares.auth],
    [shares.auth, shares.recovery],
    [shares.device, shares.recovery],
  ] as const) {
    const accounts = deriveAccounts(await combine([base64.decode(a), base64.decode(b)]))
    expect(accounts.evm.address).toBe(shares.evmAddress)
    expect(accounts.solanaAddress).toBe(shares.solanaAddress)
  }
  await expect(combine([base64.decode(shares.device)])).rejects.toThrow()
})

test('withKey signs with the rebuilt key and refuses shares of another account', async () => {
  const one = await createKeyShares()
  const other = await createKeyShares()
  const signature = await withKey(
    { first: one.device, second: one.auth, evmAddress: one.evmAddress },
    (accounts) => accounts.evm.signMessage({ message: 'hi' }),
  )
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  await expect(
    withKey({ first: other.device, second: other.auth, evmAddress: one.evmAddress }, async () => 1),
  ).rejects.toMatchObject({ kind: 'ShareMismatchError' })
})
