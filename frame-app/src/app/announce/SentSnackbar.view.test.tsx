import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { createAccountApi } from '#test/createAccountApi.ts'
import { connectTestWallet, testAddress, testDapp, testNetwork } from '#test/createTestFrameApp.ts'
import { renderView, scanView } from '#test/renderView.tsx'

const polygon = {
  ...testNetwork(137, 'Polygon'),
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  blockExplorers: { default: { name: 'Polygonscan', url: 'https://polygonscan.com' } },
}
const hash = `0x${'ab'.repeat(32)}`
const recipient = '0x000000000000000000000000000000000000dEaD'

describe('SentSnackbar', () => {
  test('default: a send confirmed on chain shows what was sent to whom, the explorer link and a close button on Account; no axe violations', async () => {
    const view = await renderView({
      api: createAccountApi().api,
      dapp: { ...testDapp, networks: [testDapp.networks[0]!, polygon] },
    })
    await connectTestWallet(view.app)
    view.app.actions.open('Account')
    await expect.element(page.getByRole('tab', { name: 'Tokens' })).toBeVisible()
    const { sent } = view.app.accountData
    const key = { address: testAddress, chainId: 'eip155:137' }
    // What Send records when the wallet returns the hash, then when the receipt says success.
    sent.add(key, {
      id: hash,
      metadata: {
        operationType: 'send',
        hash,
        minedAt: new Date().toISOString(),
        sentFrom: testAddress,
        sentTo: recipient,
        status: 'pending',
        nonce: 0,
        chain: 'eip155:137',
      },
      transfers: [
        {
          fungible_info: { name: 'POL', symbol: 'POL', icon: { url: '' } },
          direction: 'out',
          quantity: { numeric: '0.25' },
        },
      ],
    })
    const snackbar = page.getByTestId('sent-snackbar')
    await expect.element(snackbar).not.toBeInTheDocument()
    sent.settle(hash, 'confirmed')
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
    const view = await renderView({
      api: createAccountApi().api,
      dapp: { ...testDapp, networks: [testDapp.networks[0]!, polygon] },
    })
    await connectTestWallet(view.app)
    view.app.actions.open('Account')
    await expect.element(page.getByRole('tab', { name: 'Tokens' })).toBeVisible()
    const { sent } = view.app.accountData
    const token = (symbol: string) => ({ name: symbol, symbol, icon: { url: '' } })
    // What Swap records when the wallet returns the hash, then when the receipt says success.
    sent.add(
      { address: testAddress, chainId: 'eip155:137' },
      {
        id: hash,
        metadata: {
          operationType: 'trade',
          hash,
          minedAt: new Date().toISOString(),
          sentFrom: testAddress,
          sentTo: recipient,
          status: 'pending',
          nonce: 0,
          chain: 'eip155:137',
        },
        transfers: [
          { fungible_info: token('POL'), direction: 'out', quantity: { numeric: '1.5' } },
          {
            fungible_info: token('DUSD'),
            direction: 'in',
            quantity: { numeric: '1234.567891' },
          },
        ],
      },
    )
    const snackbar = page.getByTestId('sent-snackbar')
    await expect.element(snackbar).not.toBeInTheDocument()
    sent.settle(hash, 'confirmed')
    await expect
      .element(snackbar)
      .toHaveTextContent('Swapped 1.500 POL for 1,234.568 DUSD. It is confirmed on the network.')
    await snackbar.getByRole('button', { name: 'View transaction in explorer' }).click()
    expect(view.opened).toEqual([`https://polygonscan.com/tx/${hash}`])
  })
})
