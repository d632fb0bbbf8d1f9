// The WalletConnect relay drops every connection and turns new ones away for a while, then
// returns (a relay node restarting): the frame's sign-client and the phone wallet reconnect by
// themselves, the session is kept, and a request the host makes after the return reaches the
// wallet and its answer comes back.
import { type Hex, verifyMessage } from 'viem'
import { hostStatus, rpc } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'
import { phoneWalletTest as test } from '../../fixtures/walletConnect/phoneWalletTest.ts'

test('behavior: the relay drops and returns: the session is kept and a request made after it returns reaches the wallet', async ({
  wcHostPage: page,
  pairedWallet: wallet,
  relay,
}) => {
  test.setTimeout(90_000)
  expect(await hostStatus(page)).toBe('connected')

  const turnedAway = relay.stats().turnedAway
  relay.drop()
  try {
    // Both sides notice and try again while the relay is away (WalletConnect retries each 1 s).
    await expect
      .poll(() => relay.stats().turnedAway, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(turnedAway + 2)
    expect(await hostStatus(page)).toBe('connected')
  } finally {
    // The worker's other tests share this relay.
    relay.restore()
  }
  // Both are back, each subscribed to the session's topic again.
  await expect.poll(() => relay.stats().connections, { timeout: 20_000 }).toBeGreaterThanOrEqual(2)

  const signed = rpc(page, 'personal_sign', ['0x6869', wallet.address])
  const request = await wallet.nextRequest()
  expect(request).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31337' })
  await wallet.approveRequest(request.id)
  const signature = (await signed).result as Hex
  expect(await verifyMessage({ address: wallet.address, message: 'hi', signature })).toBe(true)
  expect(await hostStatus(page)).toBe('connected')
})
