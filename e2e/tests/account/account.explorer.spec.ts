import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { dataTest as test } from '../../fixtures/dataTest.ts'
import { devNetwork } from '../../fixtures/networks.ts'
import { openedUrl } from '../../fixtures/page/openedUrl.ts'
import { addDevWallet, connectDevWallet, rpc } from '../../fixtures/pageHelpers.ts'
import { expect, openHostPage } from '../../fixtures/test.ts'

const EXPLORER = 'https://explorer.porthole.test'

test('behavior: Block Explorer opens the address page and an Activity item its transaction page', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  await page
    .context()
    .route(`${EXPLORER}/**`, (route) => route.fulfill({ contentType: 'text/html', body: 'ok' }))
  await addDevWallet(page, chains)
  await openHostPage(page, stack, {
    networks: [
      {
        ...devNetwork(chains.one.chainId, chains.one.rpcUrl, 'Anvil'),
        blockExplorers: { default: { name: 'Dev Explorer', url: `${EXPLORER}/` } },
      },
    ],
  })
  const from = (await connectDevWallet(page, modalFrame)) as Hex
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  const account = modalFrame.getByRole('dialog', { name: 'Account' })

  const explorer = account.getByRole('button', { name: 'Block Explorer' })
  expect(await openedUrl(page, () => explorer.click())).toBe(`${EXPLORER}/address/${from}`)

  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [chains.one.accounts[7]!.address, 1n],
  })
  const sent = await rpc(page, 'eth_sendTransaction', [
    { from, to: chains.one.tokens.DUSD.address, data },
  ])
  const hash = sent.result as Hex
  // The indexer looks for new blocks every 500 ms; reselecting the tab refreshes the list.
  const newest = account.getByRole('tabpanel').getByTestId('activity-item').first()
  await expect(async () => {
    await account.getByRole('tab', { name: 'Tokens' }).click()
    await account.getByRole('tab', { name: 'Activity' }).click()
    await expect(newest).toContainText('Sent DUSD', { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  const link = newest.getByRole('button', { name: 'View transaction in explorer' })
  expect(await openedUrl(page, () => link.click())).toBe(`${EXPLORER}/tx/${hash}`)
})
