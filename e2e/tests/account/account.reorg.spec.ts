// A chain reorganisation in the browser: a DUSD transfer sent from the host shows in Activity;
// the block that holds it is then taken off the chain (anvil evm_revert to a snapshot, and two
// other blocks mined at its height) and the item leaves Activity once the api's indexer
// follows the reorg. The chain is this spec's own (privateChainTest): reverting a shared dev
// chain would take blocks from the other specs that run beside it.
import type { FrameLocator } from '@playwright/test'
import type { Hex } from 'viem'
import { privateChainTest as test } from '../../fixtures/chains/privateChainTest.ts'
import { sendDusdFromHost } from '../../fixtures/page/onChain/sendDusdFromHost.ts'
import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

const activity = (frame: FrameLocator) =>
  frame.getByRole('tabpanel').getByTestId('activity-item').filter({ hasText: '−7.654' })

/** Reselecting the Activity tab fetches the history again (as a user would look again). */
async function reloadActivity(frame: FrameLocator) {
  await frame.getByRole('tab', { name: 'Tokens' }).click()
  await frame.getByRole('tab', { name: 'Activity' }).click()
}

test('behavior: a transfer whose block a reorg removes leaves Activity', async ({
  chainPage: page,
  modalFrame,
  privateChain,
  stack,
}) => {
  const from = (await connectDevWallet(page, modalFrame)) as Hex
  const { client } = privateChain
  const anvil = (method: string, params: unknown[] = []) =>
    client.request({ method, params } as never) as Promise<unknown>
  const snapshot = await anvil('evm_snapshot')
  const head = await client.getBlockNumber()

  const to = privateChain.accounts[7]!.address
  const sent = await sendDusdFromHost(page, privateChain, { from, to, units: 7_654_321n })
  const hash = sent.result as Hex
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.blockNumber).toBe(head + 1n)

  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  // The indexer looks for new blocks every 500 ms.
  await expect(async () => {
    await reloadActivity(modalFrame)
    await expect(activity(modalFrame)).toHaveCount(1, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(activity(modalFrame)).toContainText('Sent DUSD')

  // The reorg: back to the snapshot, then two blocks without the transfer at and after its height.
  expect(await anvil('evm_revert', [snapshot])).toBe(true)
  await anvil('evm_mine')
  await anvil('evm_mine')
  expect(await client.getBlockNumber()).toBe(head + 2n)
  expect((await client.getBlock({ blockNumber: head + 1n })).hash).not.toBe(receipt.blockHash)

  await expect(async () => {
    await reloadActivity(modalFrame)
    await expect(activity(modalFrame)).toHaveCount(0, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  // The api agrees: the transaction is gone from the account's history.
  const history = await fetch(
    `${stack.apiUrl}/v1/account/${from}/history?projectId=demo&chainId=eip155:31337`,
  ).then((res) => res.json() as Promise<{ data: { id: string }[] }>)
  expect(history.data.map((item) => item.id)).not.toContain(hash)
})
