import { SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { createDataApiOver } from '#test/createDataApiOver.ts'
import { testAddress, testDapp } from '#test/createTestFrameApp.ts'
import { dusd } from '#test/intentCorpus/corpusChain.ts'
import { delegate, swapCoinForDusd } from '#test/intentCorpus/corpusTransactions.ts'
import { scanView } from '#test/renderView.tsx'
import {
  approveTitle,
  corpusPolygon,
  expectCardWarning,
  rejectOnCard,
  renderApproval,
} from '../../../test/renderApproval.tsx'

/** What the api's `POST /v1/simulate` answers, as a status and a body. */
type Answer = { status: number; body: unknown }

/** ApproveTransaction on Polygon (faked at its RPC) with the api's simulation answering `answer`. */
async function withSimulation(answer: Answer) {
  const asked: unknown[] = []
  const api = createDataApiOver(async (input, init) => {
    if (String(input).includes('/v1/supported-chains'))
      return Response.json({ http: ['eip155:137'], ws: [] })
    if (!String(input).includes('/v1/simulate')) return Response.json({}, { status: 404 })
    asked.push(JSON.parse(String(init?.body)))
    return Response.json(answer.body, { status: answer.status })
  })
  const { polygon, loadChainClient } = corpusPolygon()
  const approval = await renderApproval({
    api,
    dapp: { ...testDapp, networks: [polygon] },
    loadChainClient,
  })
  return { ...approval, asked }
}

describe('ApproveTransaction with the simulation', () => {
  test('default: a swap reads Swap tokens, its decoded rows and You send / You receive from the simulation; no warning; no axe violations', async () => {
    const { view, ask, asked } = await withSimulation({
      status: 200,
      body: {
        status: 'success',
        send: [{ kind: 'native', symbol: 'ETH', decimals: 18, amount: '100000000000000000' }],
        receive: [
          { kind: 'erc20', token: dusd, symbol: 'DUSD', decimals: 6, amount: '296123456' },
          { kind: 'erc721', token: dusd, symbol: 'PPH', decimals: 0, amount: '1', tokenId: '2' },
        ],
      },
    })
    const answer = ask(swapCoinForDusd(10n ** 17n, testAddress))
    const card = page.getByRole('dialog')
    await expect.element(approveTitle()).toHaveTextContent('Swap tokens')
    await expect.element(card.getByTestId('approve-send')).toHaveTextContent('You send0.1 ETH')
    await expect
      .element(card.getByTestId('approve-receive'))
      .toHaveTextContent('You receive296.123 DUSDPPH #2')
    await expect.element(card.getByTestId('approve-swap-sell')).toHaveTextContent('0.1 ETH')
    await expect.element(card.getByTestId('approve-swap-buy')).toHaveTextContent('0.000001 DUSD')
    await expect.element(card.getByRole('alert')).not.toBeInTheDocument()
    expect(asked).toEqual([
      {
        chainId: 'eip155:137',
        from: testAddress,
        calls: [expect.objectContaining({ value: '0x16345785d8a0000' })],
      },
    ])
    expect(await scanView(view, 'ApproveTransaction/simulated')).toEqual([])
    await rejectOnCard(answer)
  })

  test('behavior: a simulation that reverts is warned of with the reason, and no balance changes are shown; a node that cannot simulate is said plainly', async () => {
    const reverted = await withSimulation({
      status: 200,
      body: { status: 'reverted', callIndex: 0, reason: 'UniswapV2Router: EXPIRED' },
    })
    const answer = reverted.ask(swapCoinForDusd(10n ** 17n, testAddress))
    const card = page.getByRole('dialog')
    await expectCardWarning(
      'This transaction would fail if sent now: UniswapV2Router: EXPIRED. You would still pay the network fee.',
    )
    await expect.element(card.getByTestId('approve-simulation')).not.toBeInTheDocument()
    expect(await scanView(reverted.view, 'ApproveTransaction/reverted')).toEqual([])
    await rejectOnCard(answer)
  })

  test('behavior: a node without eth_simulateV1 (501) reads Simulation unavailable; an EIP-7702 delegation for every chain is decoded and warned', async () => {
    const { view, ask } = await withSimulation({
      status: 501,
      body: { error: { name: 'SimulationUnavailableError', message: 'Simulation unavailable.' } },
    })
    const answer = ask(delegate(SIMPLE_7702_ACCOUNT, 0))
    const card = page.getByRole('dialog')
    await expect.element(approveTitle()).toHaveTextContent('Let a contract run your account')
    await expect
      .element(card.getByTestId('approve-simulation'))
      .toHaveTextContent(
        'Simulation unavailable on this network: the balance changes cannot be shown.',
      )
    await expect
      .element(card.getByTestId('approve-delegation-chain'))
      .toHaveTextContent('Every network')
    await expectCardWarning(/^This delegation is valid on every network/)
    expect(await scanView(view, 'ApproveTransaction/delegation')).toEqual([])
    await rejectOnCard(answer)
  })
})
