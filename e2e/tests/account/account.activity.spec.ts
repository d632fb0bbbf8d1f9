// Activity over several pages of the api's history (4 items a page): the items sit under a
// "Today" heading, the next page loads when the list's end comes into view (a loading row
// meanwhile), and the list ends quietly once the cursor runs out.
import type { Hex } from 'viem'
import { connectDevWalletClients } from '../../fixtures/accounts/connectDevWalletClients.ts'
import { middayTimezone } from '../../fixtures/browser/middayTimezone.ts'
import { pagedDataTest } from '../../fixtures/dataTest.ts'
import { snapshotChain } from '../../fixtures/devChain/snapshotChain.ts'
import { expect } from '../../fixtures/test.ts'

const test = pagedDataTest(4)
// In a zone where it is midday: a run at midnight UTC still finds the transfers under Today.
test.use({
  reducedMotion: 'reduce',
  viewport: { width: 800, height: 440 },
  timezoneId: middayTimezone(),
})

type HistoryPage = { data: { id: string }[]; next: string | null }

test('behavior: Activity groups the transfers under Today and loads the next history page when the end of the list comes into view', async ({
  walletPage,
  modalFrame,
  chains,
  stack,
}) => {
  const {
    address: from,
    wallet,
    client,
  } = await connectDevWalletClients(walletPage, modalFrame, chains.one)
  const snapshot = await snapshotChain(chains.one.rpcUrl)

  // Seven ETH transfers (a few wei each) from the connected account, each mined on its own.
  const to = chains.one.accounts[7]!.address
  const hashes: Hex[] = []
  for (let i = 1; i <= 7; i++) {
    const hash = await wallet.sendTransaction({ to, value: BigInt(i) })
    await client.waitForTransactionReceipt({ hash })
    hashes.push(hash)
  }
  const history = (cursor: string | null): Promise<HistoryPage> =>
    fetch(
      `${stack.apiUrl}/v1/account/${from}/history?projectId=demo&chainId=eip155:31337${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    ).then((res) => res.json() as Promise<HistoryPage>)
  // The indexer looks for new blocks every 500 ms.
  await expect
    .poll(async () => (await history(null)).data[0]?.id, { timeout: 5000 })
    .toBe(hashes[6])
  const all: string[] = []
  for (let cursor: string | null = null, first = true; first || cursor; first = false) {
    const page: HistoryPage = await history(cursor)
    all.push(...page.data.map((item) => item.id))
    cursor = page.next
  }
  expect(all.length).toBeGreaterThanOrEqual(9)

  // Pages after the first wait at the door until the test lets them through.
  let release: () => void = () => undefined
  let gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const paged: string[] = []
  await walletPage.route(/\/v1\/account\/[^/]+\/history\?.*cursor=/, async (route) => {
    paged.push(route.request().url())
    await gate
    await route.continue()
  })

  await walletPage.evaluate(() => window.modal.open({ view: 'Account' }))
  await modalFrame.getByRole('tab', { name: 'Activity' }).click()
  const panel = modalFrame.getByRole('tabpanel')
  const items = panel.getByTestId('activity-item')
  await expect(items).toHaveCount(4)
  await expect(items.first()).toContainText('Sent ETH')
  await expect(panel.getByRole('heading', { name: 'Today' })).toBeVisible()
  await expect(panel.getByRole('heading')).toHaveCount(1)
  await walletPage.screenshot({ path: '.artifacts/account/activity-paged-light.png' })
  // The end of the list is below the fold: nothing more is asked for yet.
  await expect(panel.getByTestId('activity-loading')).toHaveCount(0)
  expect(paged).toHaveLength(0)

  // Scrolling to the end asks for the next page; a loading row shows until it arrives.
  await items.last().scrollIntoViewIfNeeded()
  const loading = panel.getByTestId('activity-loading')
  await expect(loading).toHaveText('Loading more activity')
  await expect(items).toHaveCount(4)
  await walletPage.evaluate(() => window.modal.setThemeMode('dark'))
  await walletPage.screenshot({ path: '.artifacts/account/activity-paged-dark.png' })
  await walletPage.evaluate(() => window.modal.setThemeMode('light'))
  release()
  await expect(items).toHaveCount(8)
  await expect(loading).toBeHidden()

  // Every following page loads as the end scrolls into view, then the list just ends.
  gate = Promise.resolve()
  await expect(async () => {
    await items.last().scrollIntoViewIfNeeded()
    await expect(items).toHaveCount(all.length, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(loading).toBeHidden()
  await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0)
  expect(paged).toHaveLength(Math.ceil(all.length / 4) - 1)
  await expect(panel.getByRole('heading', { name: 'Today' })).toHaveCount(1)

  await snapshot.revert()
})
