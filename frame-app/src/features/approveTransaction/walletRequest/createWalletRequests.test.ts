import { describe, expect, test, vi } from 'vitest'
import { deferred } from '#test/deferred.ts'
import type { ApprovalSummary } from '../summary/ApprovalSummary.ts'
import { createWalletRequests, type WalletRequestsDeps } from './createWalletRequests.ts'

const context = {
  hostOrigin: 'https://shop.example',
  account: '0x1111111111111111111111111111111111111111',
  caipNetworkId: 'eip155:137',
  walletName: 'Dev Wallet',
} as const
const sign = { method: 'personal_sign', params: ['0x68656c6c6f', context.account] }
const message: ApprovalSummary = { kind: 'message', text: 'hello', encoding: 'utf8' }

/** A modal that is closed until `show`, and the request's answer the test settles. */
function setup(summarize: WalletRequestsDeps['summarize'] = async () => message) {
  let open = false
  const deps = {
    summarize,
    isOpen: () => open,
    isShowing: () => open,
    show: vi.fn(async () => {
      open = true
    }),
    leave: vi.fn((_close: boolean) => {
      open = false
    }),
  }
  return { deps, requests: createWalletRequests(deps) }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createWalletRequests', () => {
  test('default: a request is decoded, then shown while the wallet has it; its answer closes the modal it opened', async () => {
    const { deps, requests } = setup()
    const answer = deferred()
    requests.watch(sign, context, answer.promise)
    await flush()
    expect(deps.show).toHaveBeenCalledOnce()
    const { queue, summaries } = requests.actor.getSnapshot().context
    expect(queue.map((item) => item.context.walletName)).toEqual(['Dev Wallet'])
    expect(summaries[queue[0]!.id]).toEqual(message)
    answer.resolve('0xsignature')
    await flush()
    expect(deps.leave).toHaveBeenCalledWith(true)
    expect(requests.actor.getSnapshot().value).toBe('idle')
  })

  test('behavior: a wallet rejecting takes the request off the panel as an approval does', async () => {
    const { deps, requests } = setup()
    const answer = deferred()
    requests.watch(sign, context, answer.promise)
    await flush()
    answer.reject(Object.assign(new Error('User rejected'), { code: 4001 }))
    await flush()
    expect(deps.leave).toHaveBeenCalledOnce()
    expect(requests.actor.getSnapshot().context.queue).toEqual([])
  })

  test('behavior: a wallet that answers before the request is decoded had no prompt to read beside: nothing shows', async () => {
    let decoded!: (summary: ApprovalSummary) => void
    const { deps, requests } = setup(() => new Promise((resolve) => (decoded = resolve)))
    requests.watch(sign, context, Promise.resolve('0xsignature'))
    await flush()
    decoded(message)
    await flush()
    expect(deps.show).not.toHaveBeenCalled()
    expect(requests.actor.getSnapshot().context.queue).toEqual([])
  })

  test('behavior: two requests at once show the oldest first; the panel stays until both are answered', async () => {
    const { deps, requests } = setup()
    const first = deferred()
    const second = deferred()
    requests.watch(sign, context, first.promise)
    requests.watch({ ...sign, params: ['0x6279', context.account] }, context, second.promise)
    await flush()
    expect(deps.show).toHaveBeenCalledOnce()
    first.resolve('0x1')
    await flush()
    expect(deps.leave).not.toHaveBeenCalled()
    expect(requests.actor.getSnapshot().context.queue.map((item) => item.request.params)).toEqual([
      ['0x6279', context.account],
    ])
    second.resolve('0x2')
    await flush()
    expect(deps.leave).toHaveBeenCalledOnce()
  })

  test('error: a request that cannot be decoded leaves the wallet’s prompt alone; its answer still takes it off', async () => {
    const { deps, requests } = setup(async () => Promise.reject(new Error('chunk failed')))
    const answer = deferred()
    requests.watch(sign, context, answer.promise)
    await flush()
    expect(deps.show).not.toHaveBeenCalled()
    answer.resolve('0xsignature')
    await flush()
    expect(requests.actor.getSnapshot().context.queue).toEqual([])
  })
})
