// Issue 41: a Bitcoin wallet of the host page (Wallet Standard's `bitcoin:` features) connects
// beside an EVM and a Solana wallet, its payment address as the account and its ordinals
// address told apart, shows its BTC balance (header and Tokens; NFTs unavailable), and is restored after a reload.
import type { Page } from '@playwright/test'
import { expectBitcoinTabs } from '../../fixtures/bitcoinJourney/expectBitcoinTabs.ts'
import { addDevBitcoinWallet } from '../../fixtures/devBitcoinWallet/addDevBitcoinWallet.ts'
import { addDevSolanaWallet } from '../../fixtures/devSolanaWallet/addDevSolanaWallet.ts'
import { bitcoinDevNetwork, solanaDevNetwork } from '../../fixtures/networks.ts'
import { addDevWallet, connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { chainNetworks, expect, openHostPage, test } from '../../fixtures/test.ts'

type Frame = ReturnType<Page['frameLocator']>

async function addFromAccount(page: Page, modalFrame: Frame, wallet: RegExp) {
  await page.evaluate(() => window.modal.open())
  await modalFrame.getByRole('button', { name: 'Add wallet' }).click()
  const row = modalFrame.getByRole('button', { name: wallet })
  await expect(row).toBeEnabled()
  await row.click()
}

test('default: the dev Bitcoin wallet connects beside EVM and Solana, shows its balance and comes back after a reload', async ({
  page,
  stack,
  chains,
  solana,
  modalFrame,
}) => {
  const wallet = stack.bitcoin.accounts[1]!
  await addDevWallet(page, chains)
  await addDevSolanaWallet(page, solana, 7, { mode: 'auto-approve' })
  await addDevBitcoinWallet(page, stack.bitcoin, 1)
  const bitcoin = bitcoinDevNetwork(stack.bitcoin)
  const config = { networks: [...chainNetworks(chains), solanaDevNetwork(solana), bitcoin] }
  await openHostPage(page, stack, config)
  await page.evaluate(() => window.modal.open())
  const evm = await connectDevWallet(page, modalFrame)
  await addFromAccount(page, modalFrame, /Dev Solana Wallet/)
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.namespace)).toBe('solana')
  await addFromAccount(page, modalFrame, /Dev Bitcoin Wallet/)
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()))
    .toMatchObject({
      status: 'connected',
      namespace: 'bip122',
      address: wallet.address,
      caipNetworkId: bitcoin.caipNetworkId,
      accounts: { eip155: { address: evm }, solana: { address: solana.accounts[7]!.address } },
    })
  // Account: the payment address's 10 BTC, from the api's Bitcoin data source.
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText('10.000 BTC', { exact: true })).toBeVisible()
  await expectBitcoinTabs(modalFrame, '10')

  await openHostPage(page, stack, config) // reload: no prompt, the Bitcoin wallet current again
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()))
    .toMatchObject({ status: 'connected', namespace: 'bip122', address: wallet.address })
})
