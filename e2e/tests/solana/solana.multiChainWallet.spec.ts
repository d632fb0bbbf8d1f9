// A wallet that speaks both namespaces (SPEC §4; issue 12), announced through EIP-6963 and
// Wallet Standard under one name as Phantom is: with EVM and Solana networks configured,
// Connect lists it once (SPEC §3's MULTI_CHAIN, first among the installed wallets), and one pick
// connects both namespaces; `open({ namespace })` still lists only the side of that namespace.
import type { FrameLocator, Page } from '@playwright/test'
import {
  MULTI_CHAIN_DEV_WALLET,
  openMultiChainPage,
} from '../../fixtures/chains/addMultiChainDevWallet.ts'
import { devWalletInitScript } from '../../fixtures/devWallet/devWalletInitScript.ts'
import { hostAccounts } from '../../fixtures/multiNamespace/hostAccounts.ts'
import { test as base, expect, walletChains } from '../../fixtures/test.ts'

const SOLANA_INDEX = 7

const test = base.extend<{ multiChainPage: Page }>({
  /** The host page on EVM and Solana networks with the multi-chain dev wallet, nothing connected. */
  multiChainPage: async ({ page, stack, chains, solana }, use) => {
    await openMultiChainPage(page, stack, chains, solana, SOLANA_INDEX)
    await use(page)
  },
})

/** Connect's rows named after the multi-chain dev wallet. */
const walletRows = (modalFrame: FrameLocator) =>
  modalFrame.getByRole('button', { name: new RegExp(MULTI_CHAIN_DEV_WALLET) })

test('default: a wallet of both namespaces is one row in Connect, and one pick connects both', async ({
  multiChainPage: page,
  chains,
  solana,
  modalFrame,
}) => {
  await page.evaluate(() => window.modal.open())
  const rows = walletRows(modalFrame)
  await expect(rows).toHaveCount(1)
  await expect(rows).toBeEnabled()
  await rows.click()

  const evm = chains.one.accounts[0]!.address
  const address = solana.accounts[SOLANA_INDEX]!.address
  await expect
    .poll(() => hostAccounts(page))
    .toMatchObject({
      eip155: { address: evm, caipNetworkId: 'eip155:31337' },
      solana: { address, caipNetworkId: solana.caipNetworkId },
    })
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.namespace)).toBe('eip155')
})

test('param: open({ namespace: "solana" }) lists the wallet once, as its Solana side', async ({
  multiChainPage: page,
  solana,
  modalFrame,
}) => {
  await page.evaluate(() => window.modal.open({ namespace: 'solana' }))
  const rows = walletRows(modalFrame)
  await expect(rows).toHaveCount(1)
  await rows.click()
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()))
    .toMatchObject({ namespace: 'solana', address: solana.accounts[SOLANA_INDEX]!.address })
  expect((await page.evaluate(() => window.modal.getState()))?.accounts?.eip155).toBeUndefined()
})

test('behavior: the multi-chain row comes before a wallet the page announced earlier (SPEC §3 list order)', async ({
  page,
  stack,
  chains,
  solana,
  modalFrame,
}) => {
  // An EVM-only wallet whose announcement comes first.
  await page.addInitScript(
    await devWalletInitScript({
      mode: 'auto-approve',
      chains: walletChains(chains),
      accountIndex: 1,
      identity: { name: 'Second Wallet', rdns: 'dev.porthole.second' },
      globalName: 'secondWallet',
    }),
  )
  await openMultiChainPage(page, stack, chains, solana, SOLANA_INDEX)
  await page.evaluate(() => window.modal.open())
  const connect = modalFrame.getByRole('dialog', { name: 'Connect wallet' })
  const installed = connect.getByRole('button', { name: /Dev Multichain Wallet|Second Wallet/ })
  await expect(installed).toHaveCount(2)
  await expect(installed.nth(0)).toHaveAccessibleName(new RegExp(MULTI_CHAIN_DEV_WALLET))
  await expect(installed.nth(1)).toHaveAccessibleName(/Second Wallet/)
})
