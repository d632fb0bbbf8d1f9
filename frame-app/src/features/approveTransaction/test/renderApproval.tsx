import { expect } from 'vitest'
import { page } from 'vitest/browser'
import {
  connectTestWallet,
  type TestFrameAppOptions,
  testAddress,
  testNetwork,
} from '#test/createTestFrameApp.ts'
import { corpusContracts } from '#test/intentCorpus/corpusChain.ts'
import { createFakeChain } from '#test/intentCorpus/createFakeChain.ts'
import { renderView } from '#test/renderView.tsx'
import type { ApprovalRequest } from '../ApprovalRequest.ts'

/** Polygon (137) with an RPC the corpus's fake chain answers: tokens, names and code are read there. */
export function corpusPolygon() {
  const { client } = createFakeChain(corpusContracts)
  const polygon = {
    ...testNetwork(137, 'Polygon'),
    rpcUrls: { default: { http: ['http://rpc.test'] } },
  }
  return { polygon, loadChainClient: async () => client }
}

/**
 * The frame's whole UI with the test wallet connected, for the host https://shop.example.
 * `ask` puts a request for the account on Polygon on ApproveTransaction and resolves with
 * `approved` or the error code the host is answered.
 */
export async function renderApproval(options: TestFrameAppOptions = {}) {
  const view = await renderView(options)
  view.app.settings.send({ type: 'SET_HOST_ORIGIN', origin: 'https://shop.example' })
  await connectTestWallet(view.app)
  const ask = (request: ApprovalRequest) =>
    view.app.approvals.approve(request, { account: testAddress, caipNetworkId: 'eip155:137' }).then(
      () => 'approved',
      (error: { code?: number }) => error.code,
    )
  return { view, ask }
}

/** The card's title, said as what the request does. */
export const approveTitle = () => page.getByRole('dialog').getByTestId('approve-title')

/** Waits until the card's warning (its alert) says `text`. */
export const expectCardWarning = (text: string | RegExp) =>
  expect.element(page.getByRole('dialog').getByRole('alert')).toHaveTextContent(text)

/** Rejects the request on the card, as the user does; the host is answered 4001. */
export async function rejectOnCard(answer: Promise<unknown>) {
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click()
  expect(await answer).toBe(4001)
}
