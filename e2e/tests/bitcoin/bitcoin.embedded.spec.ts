// Issue 41: the Bitcoin account of an email login. The vault derives a native SegWit (BIP-84)
// payment address from the login's one secret beside the EVM and Solana keys: one login, three
// connections. Made current from Account, it shows its BTC, sends BTC from the modal (Send's
// preview is its one approval; the vault signs the PSBT) that the regtest double takes with a
// fee, signs in with BIP-322 (approved in ApproveTransaction, the message shown), and a reload
// restores it and finds its sign-in session at the api.
import type { FrameLocator } from '@playwright/test'
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
import { approveShown, freshEmail, loginByEmail } from '../../fixtures/emailLogin.ts'
import { hostAccounts } from '../../fixtures/multiNamespace/hostAccounts.ts'
import { bitcoinDevNetwork, solanaDevNetwork } from '../../fixtures/networks.ts'
import { chainNetworks, expect, openHostPage, test } from '../../fixtures/test.ts'

/** The embedded Bitcoin connection's row in Account's Connected wallets (a regtest address). */
const BITCOIN_ROW = /bcrt…/

async function signInEvmFirst(modalFrame: FrameLocator) {
  await clickSignIn(modalFrame)
  await expect(modalFrame.getByTestId('approve-title')).toHaveText('Sign message')
  await approveShown(modalFrame)
}

test('default: an email login’s Bitcoin account connects beside EVM and Solana, shows its balance, sends BTC the double takes with a fee, and comes back after a reload', async ({
  stack,
  chains,
  solana,
}) => {
  test.setTimeout(150_000)
  const bitcoin = bitcoinDevNetwork(stack.bitcoin)
  const to = stack.bitcoin.accounts[0]!.taprootAddress
  await inPartitionedProfile(async ({ page, modalFrame }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const config = { networks: [...chainNetworks(chains), solanaDevNetwork(solana), bitcoin] }
    await openHostPage(page, stack, config)
    const evm = await loginByEmail(page, modalFrame, stack, freshEmail())
    await expect
      .poll(() => hostAccounts(page))
      .toMatchObject({ eip155: { address: evm }, solana: { caipNetworkId: solana.caipNetworkId } })
    const beside = (await hostAccounts(page))!

    const address = await useBitcoinConnection(page, modalFrame, BITCOIN_ROW)
    expect(address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/) // P2WPKH
    expect(await page.evaluate(() => window.modal.getState())).toMatchObject({
      caipNetworkId: bitcoin.caipNetworkId,
      accounts: beside,
    })
    // A new account starts empty; the faucet pays it 2 BTC, which Account shows.
    stack.bitcoin.fund(address, 200_000_000n)
    await page.evaluate(() => window.modal.close())
    await page.evaluate(() => window.modal.open({ view: 'Account' }))
    const account = modalFrame.getByRole('dialog', { name: 'Account' })
    await expect(account.getByText('2.000 BTC', { exact: true })).toBeVisible()

    // Send: confirmed in Send's preview only (no ApproveTransaction), signed in the vault.
    const view = await openBtcSend(page, modalFrame)
    const fee = await sendBtcForFee(view, modalFrame, stack, { from: address, amount: '0.5', to })
    await expect(modalFrame.getByTestId('approve-title')).toHaveCount(0)
    expect(fee).toBeGreaterThanOrEqual(141) // one P2WPKH input, P2TR and P2WPKH outputs
    expect(fee).toBeLessThan(10_000)

    // Reload: the vault still holds the login; its three connections come back (EVM current,
    // as a login restores), the Bitcoin one with the same address.
    const journey = { page, modalFrame, stack, row: BITCOIN_ROW }
    await expectBitcoinAfterReload(journey, config, beside, address)
  })
})

test('behavior: beside its EVM sign-in, the email login’s Bitcoin account signs in with BIP-322, approved in the modal; a reload finds its session', async ({
  stack,
  chains,
}) => {
  test.setTimeout(150_000)
  await inPartitionedProfile(async ({ page, modalFrame }) => {
    const config = bitcoinSignInConfig(stack, chains)
    await openHostPage(page, stack, config)
    await loginByEmail(page, modalFrame, stack, freshEmail())
    await signInEvmFirst(modalFrame)
    await expect
      .poll(() => page.evaluate(() => window.modal.getSession()?.namespace))
      .toBe('eip155')

    const journey = { page, modalFrame, stack, row: BITCOIN_ROW }
    const { address, session } = await signInBitcoin(journey, async () => {
      // ApproveTransaction shows the CAIP-122 text the vault will sign.
      await expect(modalFrame.getByTestId('approve-title')).toHaveText('Sign message')
      await expect(modalFrame.getByTestId('approve-message')).toContainText(
        'wants you to sign in with your Bitcoin account:',
      )
      await approveShown(modalFrame)
    })

    await openHostPage(page, stack, config) // reload: the login and its EVM session come back
    await expect
      .poll(() => page.evaluate(() => window.modal.getSession()?.namespace), { timeout: 20_000 })
      .toBe('eip155')
    // The Bitcoin connection made current again: its session is found at the api, no prompt.
    await expectBitcoinSessionKept(journey, address, session.pci!)
  })
})
