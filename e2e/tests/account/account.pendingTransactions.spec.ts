// The host's opt-in `features.pendingTransactions` (SPEC §7, §9: off by default): with it on,
// the frame watches the network's pending transactions (eth_newPendingTransactionFilter,
// eth_getFilterChanges) and a transfer to the account made outside the modal refreshes the
// open Account's balance; without it no filter is installed.
import type { Page } from '@playwright/test'
import { snapshotChain } from '../../fixtures/devChain/snapshotChain.ts'
import { addDevWallet, connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { chainNetworks, type DevChains, expect, openHostPage, test } from '../../fixtures/test.ts'

/** 1000 ETH from dev account 5 to `to`, sent on the chain itself (not through the modal). */
async function fundFromOutside(chains: DevChains, to: string) {
  const answer = await fetch(chains.one.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransaction',
      params: [
        { from: chains.one.accounts[5]!.address, to, value: `0x${(10n ** 21n).toString(16)}` },
      ],
    }),
  })
  expect(((await answer.json()) as { result?: string }).result).toMatch(/^0x[0-9a-f]{64}$/)
}

/** The JSON-RPC methods the page and its frames send to `rpcUrl` from now on. */
function recordRpcMethods(page: Page, rpcUrl: string): string[] {
  const methods: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(rpcUrl) || request.method() !== 'POST') return
    const body = JSON.parse(request.postData() ?? 'null') as
      | { method: string }
      | { method: string }[]
    methods.push(...(Array.isArray(body) ? body : [body]).map((call) => call.method))
  })
  return methods
}

for (const [name, features, refreshed] of [
  [
    'behavior: with features.pendingTransactions, a transfer to the account refreshes the open balance',
    { pendingTransactions: { intervalMs: 1000 } },
    true,
  ],
  ['default: without it, no pending-transaction filter is installed or polled', {}, false],
] as const) {
  test(name, async ({ page, stack, chains, modalFrame }) => {
    await addDevWallet(page, chains)
    const methods = recordRpcMethods(page, chains.one.rpcUrl)
    await openHostPage(page, stack, { networks: chainNetworks(chains), features })
    const address = await connectDevWallet(page, modalFrame)
    await page.evaluate(() => window.modal.open({ view: 'Account' }))
    const balance = modalFrame.getByTestId('account-balance')
    await expect(balance).toHaveText(/ ETH$/)
    const before = await balance.textContent()

    if (refreshed) {
      await expect.poll(() => methods).toContain('eth_newPendingTransactionFilter')
      // Undone after: other specs on the worker's chains read this account's ETH balance.
      const snapshot = await snapshotChain(chains.one.rpcUrl)
      try {
        await fundFromOutside(chains, address)
        await expect(balance).not.toHaveText(before!, { timeout: 10_000 })
        expect(methods).toContain('eth_getFilterChanges')
      } finally {
        await snapshot.revert()
      }
    } else {
      // Off by default: no filter is installed, nothing polls the node.
      expect(methods).not.toContain('eth_newPendingTransactionFilter')
      expect(methods).not.toContain('eth_getFilterChanges')
    }
  })
}
