import { verifyMessage } from 'viem'
import { expect, test } from 'vitest'
import { createKeyShares } from './createKeyShares.ts'
import { reshareKey, sharesMessage } from './reshareKey.ts'
import { withKey } from './withKey.ts'

test('reshareKey: new shares rebuild the same account, signed for the api; old shares no longer mix with them', async () => {
  const old = await createKeyShares()
  const fresh = await reshareKey({
    first: old.device,
    second: old.auth,
    evmAddress: old.evmAddress,
  })
  for (const [first, second] of [
    [fresh.device, fresh.auth],
    [fresh.auth, fresh.recovery],
    [fresh.device, fresh.recovery],
  ] as const) {
    const address = await withKey(
      { first, second, evmAddress: old.evmAddress },
      async (accounts) => accounts.evm.address,
    )
    expect(address).toBe(old.evmAddress)
  }
  expect(
    await verifyMessage({
      address: old.evmAddress as `0x${string}`,
      message: sharesMessage(fresh.auth),
      signature: fresh.signature,
    }),
  ).toBe(true)
  // A lost device's share of the old split does not rebuild the key with the new auth share.
  await expect(
    withKey({ first: old.device, second: fresh.auth, evmAddress: old.evmAddress }, async () => 1),
  ).rejects.toMatchObject({ kind: 'ShareMismatchError' })
})

test('reshareKey refuses shares of another account', async () => {
  const one = await createKeyShares()
  const other = await createKeyShares()
  await expect(
    reshareKey({ first: other.device, second: other.auth, evmAddress: one.evmAddress }),
  ).rejects.toMatchObject({ kind: 'ShareMismatchError' })
})
