import type { RpcRequest } from '@porthole/shared-protocol'
import { maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { createDataApiOver } from '#test/createDataApiOver.ts'
import { testAddress, testDapp } from '#test/createTestFrameApp.ts'
import { dusd, eoa, friend } from '#test/intentCorpus/corpusChain.ts'
import { approve, transfer } from '#test/intentCorpus/corpusRequests.ts'
import { scanView } from '#test/renderView.tsx'
import { approveTitle, corpusPolygon, renderApproval } from '../../test/renderApproval.tsx'

/**
 * The host's requests to the connected Dev Wallet (an EIP-6963 wallet of the test host) on
 * Polygon, faked at its RPC, with the api's simulation answering `simulation`. The wallet
 * keeps each eth_sendTransaction in its prompt until the test answers it.
 */
async function withWalletPrompt(simulation: unknown) {
  const api = createDataApiOver(async (input) => {
    const url = String(input)
    if (url.includes('/v1/supported-chains'))
      return Response.json({ http: ['eip155:1', 'eip155:137'], ws: [] })
    return url.includes('/v1/simulate')
      ? Response.json(simulation)
      : Response.json({}, { status: 404 })
  })
  const { polygon, loadChainClient } = corpusPolygon()
  const prompts: ((answer: unknown) => void)[] = []
  const { view } = await renderApproval({
    api,
    dapp: { ...testDapp, networks: [polygon] },
    loadChainClient,
    walletAnswer: (request, answer) =>
      request.method === 'eth_sendTransaction'
        ? new Promise((resolve) => prompts.push(resolve))
        : answer(request),
  })
  view.app.actions.close()
  const ask = (request: RpcRequest) => {
    const [tx] = request.params as [object]
    return view.call('RPC_REQUEST', { ...request, params: [{ ...tx, from: testAddress }] })
  }
  return { view, ask, prompts }
}

describe('WalletRequest', () => {
  test('default: while the wallet has an unlimited approve in its prompt, the modal shows its warnings, what it allows and Confirm in Dev Wallet, with no Approve; the wallet’s answer closes it; no axe violations', async () => {
    const { view, ask, prompts } = await withWalletPrompt({
      status: 'success',
      send: [],
      receive: [],
    })
    const answer = ask(approve(dusd, eoa, maxUint256))
    const card = page.getByRole('dialog')
    await expect.element(approveTitle()).toHaveTextContent('Allow token spending')
    await expect.element(card.getByRole('status')).toHaveTextContent('Confirm in Dev Wallet')
    await expect
      .element(card.getByRole('alert').first())
      .toHaveTextContent(/^Unlimited approval: .* can move all your DUSD, now and later\.$/)
    await expect
      .element(card.getByTestId('approve-origin'))
      .toHaveTextContent('https://shop.example')
    await expect.element(card.getByRole('button', { name: 'Approve' })).not.toBeInTheDocument()
    expect(await scanView(view, 'WalletRequest/unlimitedApprove')).toEqual([])
    prompts[0]?.('0xhash')
    expect(await answer).toBe('0xhash')
    await expect.poll(() => view.app.getSnapshot().open).toBe(false)
  })

  test('behavior: a transfer reads You send from the simulation; closing the panel leaves the wallet’s prompt as it is, and its answer still reaches the host', async () => {
    const { view, ask, prompts } = await withWalletPrompt({
      status: 'success',
      send: [{ kind: 'erc20', token: dusd, symbol: 'DUSD', decimals: 6, amount: '12500000' }],
      receive: [],
    })
    const answer = ask(transfer(dusd, friend, 12_500_000n))
    const card = page.getByRole('dialog')
    await expect.element(card.getByTestId('approve-send')).toHaveTextContent('You send12.5 DUSD')
    expect(await scanView(view, 'WalletRequest/transfer')).toEqual([])
    await card.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => view.app.getSnapshot().open).toBe(false)
    prompts[0]?.('0xhash')
    expect(await answer).toBe('0xhash')
    expect(view.app.getSnapshot().open).toBe(false)
  })
})
