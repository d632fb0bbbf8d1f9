// Issue 41: a Bitcoin wallet of the host page (Wallet Standard's `bitcoin:` features) connects
// beside an EVM and a Solana wallet, its payment address as the account and its ordinals
// address told apart, shows its BTC balance (header and Tokens; NFTs unavailable), and is restored after a reload.
import { expectBitcoinTabs } from '../../fixtures/bitcoinJourney/expectBitcoinTabs.ts'
import { addDevBitcoinWallet } from '../../fixtures/devBitcoinWallet/addDevBitcoinWallet.ts'
import { addWalletFromAccount } from '../../fixtures/multiNamespace/addWalletFromAccount.ts'
import { connectEvmAndSolana } from '../../fixtures/multiNamespace/connectEvmAndSolana.ts'
import { bitcoinDevNetwork } from '../../fixtures/networks.ts'
import { expect, openHostPage, test } from '../../fixtures/test.ts'

test('default: the dev Bitcoin wallet connects beside EVM and Solana, shows its balance and comes back after a reload', async ({
  page,
  stack,
  chains,
  solana,
  modalFrame,
}) => {
  const wallet = stack.bitcoin.accounts[1]!
  await addDevBitcoinWallet(page, stack.bitcoin, 1)
  const bitcoin = bitcoinDevNetwork(stack.bitcoin)
  const env = { stack, chains, solana }
  const { evm, config } = await connectEvmAndSolana(page, modalFrame, env, 7, [bitcoin])
  await addWalletFromAccount(page, modalFrame, /Dev Bitcoin Wallet/)
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
