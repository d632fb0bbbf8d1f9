// Several namespaces at once (SPEC §3, §4; issue 12): with an EVM wallet and a Solana wallet
// connected, the host snapshot and subscribeAccount carry each namespace's account, the EVM
// provider and the "Porthole" Wallet Standard wallet each report their own, `open({ namespace })`
// lists that namespace's wallets only, and picking a network of the other namespace in Networks
// switches the active namespace (or asks to connect a wallet of it).
import type { Page } from '@playwright/test'
import { addWalletFromAccount } from '../../fixtures/multiNamespace/addWalletFromAccount.ts'
import {
  type EvmAndSolana,
  openEvmAndSolanaPage,
} from '../../fixtures/multiNamespace/openEvmAndSolanaPage.ts'
import { listenForStandardWallets, portholeAccounts } from '../../fixtures/page/standardWallets.ts'
import { connectDevWallet, rpc } from '../../fixtures/pageHelpers.ts'
import { test as base, expect } from '../../fixtures/test.ts'

declare global {
  interface Window {
    /** Every `subscribeAccount` report, in order. */
    accountReports: unknown[]
  }
}

/** The page: the dev wallet, the dev Solana wallet (account 8), a Wallet Standard app side. */
async function openBoth(page: Page, env: EvmAndSolana) {
  await listenForStandardWallets(page)
  await openEvmAndSolanaPage(page, env, 8)
  await page.evaluate(() => {
    window.accountReports = []
    window.modal.subscribeAccount((account) => window.accountReports.push(account))
  })
}

const test = base.extend<{ bothPage: Page; evmConnected: string }>({
  bothPage: async ({ page, stack, chains, solana }, use) => {
    await openBoth(page, { stack, chains, solana })
    await use(page)
  },
  /** `bothPage`, then Connect and the dev wallet picked: the EVM account. */
  evmConnected: async ({ bothPage: page, modalFrame }, use) => {
    await page.evaluate(() => window.modal.open())
    await use(await connectDevWallet(page, modalFrame))
  },
})

test('behavior: the snapshot and subscribeAccount carry both accounts; each provider reports its own', async ({
  page,
  solana,
  modalFrame,
  evmConnected: evm,
}) => {
  expect(await portholeAccounts(page)).toEqual([])
  await addWalletFromAccount(page, modalFrame, /Dev Solana Wallet/)
  const address = solana.accounts[8]!.address
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()))
    .toMatchObject({
      namespace: 'solana',
      address,
      accounts: {
        eip155: { address: evm, caipAddress: `eip155:31337:${evm}`, caipNetworkId: 'eip155:31337' },
        solana: {
          address,
          caipAddress: `${solana.caipNetworkId}:${address}`,
          caipNetworkId: solana.caipNetworkId,
        },
      },
    })
  // The EVM provider keeps its account while Solana is current; Porthole reports the Solana one.
  expect(await rpc(page, 'eth_accounts')).toEqual({ result: [evm] })
  expect(await rpc(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
  expect(await portholeAccounts(page)).toEqual([address])
  const reports = (await page.evaluate(() => window.accountReports)) as {
    accounts: Record<string, { address: string }>
  }[]
  expect(reports.at(-1)?.accounts).toMatchObject({ eip155: { address: evm }, solana: { address } })
})

test('behavior: open({ namespace }) lists that namespace’s wallets only', async ({
  bothPage: page,
  modalFrame,
}) => {
  await page.evaluate(() => window.modal.open({ namespace: 'solana' }))
  await expect(modalFrame.getByRole('button', { name: /Dev Solana Wallet/ })).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: /^Dev Wallet/ })).toHaveCount(0)
  await expect(modalFrame.getByRole('button', { name: /WalletConnect/ })).toHaveCount(0)
  await page.evaluate(() => window.modal.close())
  await page.evaluate(() => window.modal.open({ namespace: 'eip155' }))
  const evmRow = modalFrame.getByRole('button', { name: /^Dev Wallet/ })
  await expect(evmRow).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: /Dev Solana Wallet/ })).toHaveCount(0)
  // Connected on EVM, the same call shows Account; for Solana it still offers its wallets.
  await expect(evmRow).toBeEnabled()
  const pending = rpc(page, 'eth_requestAccounts')
  await evmRow.click()
  await pending
  await page.evaluate(() => window.modal.open({ namespace: 'eip155' }))
  await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await page.evaluate(() => window.modal.close())
  await page.evaluate(() => window.modal.open({ namespace: 'solana' }))
  await expect(modalFrame.getByRole('button', { name: /Dev Solana Wallet/ })).toBeVisible()
})

test('behavior: picking the other namespace’s network in Networks switches the active namespace, or asks to connect it', async ({
  page,
  solana,
  modalFrame,
  evmConnected: evm,
}) => {
  // No Solana connection yet: Networks → Solana Local offers the Solana wallets.
  await page.evaluate(() => window.modal.open({ view: 'Networks' }))
  await modalFrame.getByRole('button', { name: 'Solana Local', exact: true }).click()
  const solanaRow = modalFrame.getByRole('button', { name: /Dev Solana Wallet/ })
  await expect(solanaRow).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: /^Dev Wallet/ })).toHaveCount(0)
  await expect(solanaRow).toBeEnabled()
  await solanaRow.click()
  const address = solana.accounts[8]!.address
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()))
    .toMatchObject({ namespace: 'solana', address, caipNetworkId: solana.caipNetworkId })

  // Both open: Networks switches between them, each account kept.
  await page.evaluate(() => window.modal.open({ view: 'Networks' }))
  await modalFrame.getByRole('button', { name: 'Anvil Two', exact: true }).click()
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()))
    .toMatchObject({ namespace: 'eip155', address: evm, caipNetworkId: 'eip155:31338' })
  expect(await rpc(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
  await page.evaluate(() => window.modal.open({ view: 'Networks' }))
  await modalFrame.getByRole('button', { name: 'Solana Local', exact: true }).click()
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()))
    .toMatchObject({
      namespace: 'solana',
      address,
      accounts: { eip155: { address: evm, caipNetworkId: 'eip155:31338' } },
    })
})
