// Issue 41: WalletConnect's bip122 namespace. The phone wallet (a real sign-client on the local
// relay, Bitcoin dev account 4) approves one proposal for eip155, solana and bip122: three
// connections from one session. The Bitcoin one shows its balance, sends BTC as a PSBT the
// phone signs (`signPsbt`) that the regtest double takes with a fee, signs in with BIP-322
// (`signMessage`) beside an EVM sign-in, and a reload restores it (SPEC §4), its sign-in
// session found again at the api.
import type { FrameLocator, Page } from '@playwright/test'
import { bitcoinSignInConfig } from '../../fixtures/bitcoinJourney/bitcoinSignInConfig.ts'
import { expectBitcoinAfterReload } from '../../fixtures/bitcoinJourney/expectBitcoinAfterReload.ts'
import { clickSignIn } from '../../fixtures/bitcoinJourney/expectBitcoinSession.ts'
import { openBtcSend } from '../../fixtures/bitcoinJourney/sendBtc.ts'
import { sendBtcForFee } from '../../fixtures/bitcoinJourney/sendBtcForFee.ts'
import {
  expectBitcoinSessionKept,
  signInBitcoin,
} from '../../fixtures/bitcoinJourney/signInBitcoin.ts'
import { useBitcoinConnection } from '../../fixtures/bitcoinJourney/useBitcoinConnection.ts'
import { inPartitionedProfile } from '../../fixtures/browser/inPartitionedProfile.ts'
import { hostAccounts } from '../../fixtures/multiNamespace/hostAccounts.ts'
import { phoneAccounts } from '../../fixtures/multiNamespace/phoneAccounts.ts'
import { bitcoinDevNetwork, solanaDevNetwork } from '../../fixtures/networks.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { chainNetworks, expect, openHostPage } from '../../fixtures/test.ts'
import { keepOnLoopback, openWalletConnect, scanQr, wcTest as test } from '../../fixtures/wcTest.ts'
import type { WcWallet } from '../../fixtures/wcWallet/createWcWallet.ts'

/** The QR view scanned by `wallet`; its proposal, which asks for `chains`, approved. */
async function pair(page: Page, modalFrame: FrameLocator, wallet: WcWallet, chains: string[]) {
  await openWalletConnect(page, modalFrame)
  await wallet.pair(await scanQr(modalFrame))
  const proposal = await wallet.nextProposal()
  expect(proposal.chains).toEqual(expect.arrayContaining(chains))
  expect(proposal.methods).toEqual(expect.arrayContaining(['signMessage', 'signPsbt']))
  await wallet.approveProposal(proposal.id)
}

/** Approves the phone's next request after checking it is `method` on the regtest chain. */
async function approveNext(wallet: WcWallet, method: string, chainId: string) {
  const request = await wallet.nextRequest(20_000)
  expect(request).toMatchObject({ method, chainId })
  await wallet.approveRequest(request.id)
}

/** The regtest network, the phone's payment address and its row in Account's Connected wallets. */
function phoneBitcoin(stack: Stack, wallet: WcWallet) {
  const address = wallet.bitcoinAddresses![0]!.address
  return { bitcoin: bitcoinDevNetwork(stack.bitcoin), address, row: new RegExp(address.slice(-4)) }
}

test('default: the phone’s bip122 account connects beside EVM and Solana, shows its balance, sends BTC the double takes with a fee, and comes back after a reload', async ({
  stack,
  chains,
  solana,
  bitcoinPhoneWallet: wallet,
}) => {
  test.setTimeout(120_000)
  const { bitcoin, address, row } = phoneBitcoin(stack, wallet)
  const to = stack.bitcoin.accounts[0]!.taprootAddress
  await inPartitionedProfile(async ({ page, modalFrame }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const config = { networks: [...chainNetworks(chains), solanaDevNetwork(solana), bitcoin] }
    await openHostPage(page, stack, config)
    await pair(page, modalFrame, wallet, [
      'eip155:31337',
      solana.caipNetworkId,
      bitcoin.caipNetworkId,
    ])
    const beside = phoneAccounts(wallet)
    await expect.poll(() => hostAccounts(page)).toMatchObject(beside)

    // Account → Connected wallets: the Bitcoin connection becomes current, its 10 BTC shown.
    expect(await useBitcoinConnection(page, modalFrame, row)).toBe(address)
    expect(await page.evaluate(() => window.modal.getState())).toMatchObject({
      caipNetworkId: bitcoin.caipNetworkId,
      accounts: beside,
    })
    await page.evaluate(() => window.modal.open({ view: 'Account' }))
    const account = modalFrame.getByRole('dialog', { name: 'Account' })
    await expect(account.getByText('10.000 BTC', { exact: true })).toBeVisible()

    // Send: a PSBT the phone signs (signPsbt on the session's regtest chain), broadcast by the api.
    const view = await openBtcSend(page, modalFrame)
    const fee = await sendBtcForFee(view, modalFrame, stack, {
      from: address,
      amount: '0.25',
      to,
      approve: () => approveNext(wallet, 'signPsbt', bitcoin.caipNetworkId),
    })
    expect(fee).toBeGreaterThanOrEqual(141) // one P2WPKH input, P2TR and P2WPKH outputs
    expect(fee).toBeLessThan(10_000)

    // Reload: the stored session's three connections come back without a scan (EVM current,
    // as a WalletConnect session restores), the Bitcoin one as it was.
    await expectBitcoinAfterReload({ page, modalFrame, stack, row }, config, beside, address)
  }, keepOnLoopback)
})

test('behavior: beside an EVM sign-in, the phone’s Bitcoin account signs in with BIP-322 (signMessage); a reload finds its session', async ({
  stack,
  chains,
  bitcoinPhoneWallet: wallet,
}) => {
  test.setTimeout(120_000)
  const { bitcoin, address, row } = phoneBitcoin(stack, wallet)
  // The plain proposal: one-click auth signs in EVM accounts only.
  wallet.setOneClickAuth(false)
  await inPartitionedProfile(async ({ page, modalFrame }) => {
    const config = bitcoinSignInConfig(stack, chains)
    await openHostPage(page, stack, config)
    await pair(page, modalFrame, wallet, ['eip155:31337', bitcoin.caipNetworkId])
    // The EVM connection, current, signs in first (SIWE, personal_sign on the phone).
    await clickSignIn(modalFrame)
    await approveNext(wallet, 'personal_sign', 'eip155:31337')
    await expect
      .poll(() => page.evaluate(() => window.modal.getSession()?.namespace))
      .toBe('eip155')

    // The Bitcoin connection made current has no session yet: the modal asks it to sign in.
    const journey = { page, modalFrame, stack, row }
    const signedIn = await signInBitcoin(journey, () =>
      approveNext(wallet, 'signMessage', bitcoin.caipNetworkId),
    )
    expect(signedIn.address).toBe(address)

    await openHostPage(page, stack, config) // reload: the api has the session, no new prompt
    await expect
      .poll(() => page.evaluate(() => window.modal.getState()?.status), { timeout: 20_000 })
      .toBe('connected')
    await expectBitcoinSessionKept(journey, address, signedIn.session.pci!)
    expect(wallet.requests()).toEqual([])
  }, keepOnLoopback)
})
