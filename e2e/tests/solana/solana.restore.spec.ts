// A reload restores what was connected (SPEC §4 restore, issue 12): an EVM wallet and a Solana
// wallet at once, each in its namespace, with the one the user had current current again (in the
// run's storage mode, and where the frame storage is not partitioned); and a
// Sign In With Solana session (issue 17) comes back with its connection, stored per the storage
// rule (the wallets' names in storage, the session at the api).
import type { Page } from '@playwright/test'
import { addDevSolanaWallet } from '../../fixtures/devSolanaWallet/addDevSolanaWallet.ts'
import { connectEvmAndSolana } from '../../fixtures/multiNamespace/connectEvmAndSolana.ts'
import { hostAccounts } from '../../fixtures/multiNamespace/hostAccounts.ts'
import type { EvmAndSolana } from '../../fixtures/multiNamespace/openEvmAndSolanaPage.ts'
import { pickEvmConnection } from '../../fixtures/multiNamespace/pickEvmConnection.ts'
import { solanaDevNetwork } from '../../fixtures/networks.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { expect, modalFrameOf, openHostPage, test } from '../../fixtures/test.ts'

/**
 * The dev wallet and the dev Solana wallet (account `index`) connected, then the page reloaded:
 * no prompt, the state comes back as it was, the Solana wallet current.
 */
async function connectBothAndReload(page: Page, env: EvmAndSolana, index: number) {
  const modalFrame = modalFrameOf(page)
  const connected = await connectEvmAndSolana(page, modalFrame, env, index)
  await openHostPage(page, env.stack, connected.config) // reload
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()))
    .toMatchObject({ status: 'connected', namespace: 'solana', address: connected.address })
  return connected
}

test('behavior: a reload restores the EVM and the Solana connection, the current one current again', async ({
  page,
  stack,
  chains,
  solana,
  modalFrame,
}) => {
  const { evm, address, config } = await connectBothAndReload(page, { stack, chains, solana }, 6)
  await page.evaluate(() => window.modal.open())
  // The EVM connection is open too: picking it makes it current without a prompt.
  await pickEvmConnection(page, modalFrame, evm)

  await openHostPage(page, stack, config) // reload again: now EVM is the current one
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()))
    .toMatchObject({ status: 'connected', namespace: 'eip155', address: evm })
  await page.evaluate(() => window.modal.open())
  const solanaRow = modalFrame.getByRole('button', { name: /^Dev Solana Wallet, / })
  await expect(solanaRow).toHaveAccessibleName(
    `Dev Solana Wallet, ${address.slice(0, 4)}…${address.slice(-6)}`,
  )
})

test('behavior: where the frame storage is not partitioned (a profile whose third-party storage works), a reload restores the EIP-6963 dev wallet and the Wallet Standard Solana wallet', async ({
  storagePage: page,
  stack,
  chains,
  solana,
}) => {
  const modalFrame = modalFrameOf(page)
  const { evm, address, config } = await connectEvmAndSolana(
    page,
    modalFrame,
    { stack, chains, solana },
    5,
  )
  const both = { eip155: { address: evm }, solana: { address } }
  await expect.poll(() => hostAccounts(page)).toMatchObject(both)

  await openHostPage(page, stack, config) // reload
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()))
    .toMatchObject({ status: 'connected', namespace: 'solana', address, accounts: both })
  expect(await rpc(page, 'eth_accounts')).toEqual({ result: [evm] })
})

test('behavior: a Sign In With Solana session survives a reload; the wallet is not asked again', async ({
  page,
  stack,
  solana,
  modalFrame,
}) => {
  await addDevSolanaWallet(page, solana, 7, { mode: 'auto-approve' })
  const config = {
    networks: [solanaDevNetwork(solana)],
    siwx: { statement: 'Sign in to the test shop' },
  }
  await openHostPage(page, stack, config)
  await page.evaluate(() => window.modal.open())
  const row = modalFrame.getByRole('button', { name: /Dev Solana Wallet/ })
  await expect(row).toBeEnabled()
  await row.click()
  const view = modalFrame.getByRole('dialog', { name: 'Sign in' })
  await view.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect.poll(() => page.evaluate(() => window.modal.getSession()?.pci)).toBeTruthy()
  const session = (await page.evaluate(() => window.modal.getSession()))!

  await openHostPage(page, stack, config) // reload
  await expect
    .poll(() => page.evaluate(() => window.modal.getSession()))
    .toMatchObject({ pci: session.pci, namespace: 'solana', address: session.address })
  expect(await page.evaluate(() => window.modal.getState())).toMatchObject({
    status: 'connected',
    address: solana.accounts[7]!.address,
  })
  // Restored silently and signed in already: no sign-in view comes up.
  await expect(modalFrame.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0)
})
