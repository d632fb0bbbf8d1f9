import type { HistoryItem } from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { createAccountApi } from '#test/createAccountApi.ts'
import { connectTestWallet, testAddress, testDapp, testNetwork } from '#test/createTestFrameApp.ts'
import { renderView, scanView } from '#test/renderView.tsx'
import { testHistoryItem, testTransfer } from '#test/testHistoryItem.ts'

const polygon = {
  ...testNetwork(137, 'Polygon'),
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  blockExplorers: { default: { name: 'Polygonscan', url: 'https://polygonscan.com' } },
}
const hash = `0x${'ab'.repeat(32)}`
const recipient = '0x000000000000000000000000000000000000dEaD'

/**
 * Account on Polygon, where the frame records `transfers` as pending (what Send or Swap records
 * when the wallet returns the hash), then settles them as the receipt says success: no snackbar
 * before, the snackbar after.
 */
async function confirmedOnAccount(
  operationType: HistoryItem['metadata']['operationType'],
  transfers: HistoryItem['transfers'],
) {
  const view = await renderView({
    api: createAccountApi().api,
    dapp: { ...testDapp, networks: [testDapp.networks[0]!, polygon] },
  })
  await connectTestWallet(view.app)
  view.app.actions.open('Account')
  await expect.element(page.getByRole('tab', { name: 'Tokens' })).toBeVisible()
  const { sent } = view.app.accountData
  sent.add(
    { address: testAddress, chainId: 'eip155:137' },
    testHistoryItem(
      {
        operationType,
        hash,
        minedAt: new Date().toISOString(),
        sentFrom: testAddress,
        sentTo: recipient,
        chain: 'eip155:137',
      },
      transfers,
    ),
  )
  const snackbar = page.getByTestId('sent-snackbar')
  await expect.element(snackbar).not.toBeInTheDocument()
  sent.settle(hash, 'confirmed')
  return { view, snackbar }
}

describe('SentSnackbar', () => {
  test('default: a send confirmed on chain shows what was sent to whom, the explorer link and a close button on Account; no axe violations', async () => {
    const { view, snackbar } = await confirmedOnAccount('send', [
      testTransfer('POL', 'out', '0.25'),
    ])
    await expect
      .element(snackbar)
      .toHaveTextContent('Sent 0.25 POL to 0x00…00dEaD. It is confirmed on the network.')
    expect(await scanView(view, 'Account/sent')).toEqual([])
    await snackbar.getByRole('button', { name: 'View transaction in explorer' }).click()
    expect(view.opened).toEqual([`https://polygonscan.com/tx/${hash}`])
    await snackbar.getByRole('button', { name: 'Close' }).click()
    await expect.element(snackbar).not.toBeInTheDocument()
  })

  test('behavior: a swap from the modal confirmed on chain shows what was paid and received, to 3 decimals, with the explorer link', async () => {
    const { view, snackbar } = await confirmedOnAccount('trade', [
      testTransfer('POL', 'out', '1.5'),
      testTransfer('DUSD', 'in', '1234.567891'),
    ])
    await expect
      .element(snackbar)
      .toHaveTextContent('Swapped 1.500 POL for 1,234.568 DUSD. It is confirmed on the network.')
    await snackbar.getByRole('button', { name: 'View transaction in explorer' }).click()
    expect(view.opened).toEqual([`https://polygonscan.com/tx/${hash}`])
  })
})
