// The demo host page `npm start` serves (e2e/demo): a newcomer finds the dev Solana network
// beside the EVM ones, connects the dev wallet and the dev Solana wallet, and the page shows
// both accounts.

import { startDemoHost } from '../../fixtures/servers/startDemoHost.ts'
import { expect, test } from '../../fixtures/test.ts'

test('default: the demo page connects the dev wallet and the dev Solana wallet and shows both accounts', async ({
  page,
  stack,
  chains,
  solana,
  modalFrame,
}) => {
  const demo = await startDemoHost({ frameUrl: stack.frameUrl, ...chains, solana })
  try {
    await page.goto(`${demo.url}/`)
    await expect(page.locator('#status')).toHaveText('disconnected')

    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const evmRow = modalFrame.getByRole('button', { name: /^Dev Wallet/ })
    await expect(evmRow).toBeEnabled()
    await evmRow.click()
    await page
      .getByRole('dialog', { name: /Dev Wallet/ })
      .getByRole('button', { name: 'Approve' })
      .click()
    const evm = chains.one.accounts[0]!.address
    await expect(page.locator('#account')).toHaveText(new RegExp(evm, 'i'))

    await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
    const solanaRow = modalFrame.getByRole('button', { name: /Dev Solana Wallet/ })
    await expect(solanaRow).toBeEnabled()
    await expect(modalFrame.getByRole('button', { name: /^Dev Wallet/ })).toHaveCount(0)
    await solanaRow.click()
    await page
      .getByRole('dialog', { name: /Dev Solana Wallet/ })
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect(page.locator('#solana-account')).toHaveText(solana.accounts[0]!.address)
    await expect(page.locator('#network')).toHaveText(solana.caipNetworkId)
    // The EVM account stays, and so do the EVM actions.
    await expect(page.locator('#account')).toHaveText(new RegExp(evm, 'i'))
    await expect(page.getByRole('button', { name: 'Send 0.01 ETH' })).toBeEnabled()
  } finally {
    await demo.close()
  }
})
