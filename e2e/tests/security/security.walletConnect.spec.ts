// SECURITY.md #12: a host page may call itself anything, but what a WalletConnect wallet shows
// for the dapp carries the verified host origin. The library replaces a metadata.url that is
// not the frame's page, so the origin goes into the name; read on the wallet's side.
import { openDevChainPage, recordEvents, recordedEvents } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'
import { openWalletConnect, scanQr, wcTest as test } from '../../fixtures/wcTest.ts'

test('error: a host posing as another dapp is shown to the wallet with its own verified origin', async ({
  page,
  stack,
  chains,
  verify: _verify,
  phoneWallet: wallet,
  modalFrame,
}) => {
  await openDevChainPage(page, stack, chains, {
    metadata: { name: 'Uniswap Interface', url: 'https://app.uniswap.org', icons: [] },
  })
  await recordEvents(page)
  await openWalletConnect(page, modalFrame)
  await wallet.pair(await scanQr(modalFrame))
  const proposal = await wallet.nextProposal()
  const hostOrigin = new URL(stack.hostUrl).origin
  expect(proposal.proposer.name).toBe(`Uniswap Interface (${hostOrigin})`)
  expect(JSON.stringify(proposal.proposer)).not.toContain('app.uniswap.org')
  await wallet.approveProposal(proposal.id)
  await expect
    .poll(() => recordedEvents(page))
    .toContainEqual(['accountsChanged', [wallet.address]])
  // The session the wallet keeps (what it shows beside every later request) says the same.
  expect(wallet.sessions().map((session) => session.peer.name)).toEqual([
    `Uniswap Interface (${hostOrigin})`,
  ])
})
