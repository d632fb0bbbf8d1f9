import { type AnvilProcess, spawnAnvil } from '@porthole/e2e/devChain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { evmNetwork, rpcAt } from '#test/testNetworks.ts'
import { createEvmChainClient } from '../../../chains/evm/createEvmChainClient.ts'
import { pendingTransactionsMachine } from './pendingTransactionsMachine.ts'

// Two of anvil's unlocked dev accounts.
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let anvil: AnvilProcess
beforeAll(async () => {
  anvil = await spawnAnvil({ chainId: 31346 })
})
afterAll(() => anvil.stop())

/** The network's chain client, each method it is asked noted in `methods`. */
function chainRequest() {
  const client = createEvmChainClient(
    evmNetwork(31346, { name: 'Anvil', rpcUrls: rpcAt(anvil.rpcUrl) }),
  )
  const methods: string[] = []
  const request = (method: string, params: unknown[]) => {
    methods.push(method)
    return client.request({ method, params })
  }
  return { request, client, methods }
}

const send = (request: (method: string, params: unknown[]) => Promise<unknown>) =>
  request('eth_sendTransaction', [{ from: FROM, to: TO, value: '0x1' }]) as Promise<string>

describe('pendingTransactionsMachine', { timeout: 30_000 }, () => {
  it('behavior: reports the node’s new pending transactions each interval and uninstalls its filter once the maximum was seen', async () => {
    const { request, methods } = chainRequest()
    const reported: string[] = []
    const actor = createActor(pendingTransactionsMachine, {
      input: { request, intervalMs: 100, maxPending: 2, onPending: (h) => reported.push(...h) },
    }).start()
    await expect.poll(() => actor.getSnapshot().value).toBe('waiting')

    const first = await send(request)
    await expect.poll(() => reported).toEqual([first])
    const second = await send(request)
    await toPromise(actor)
    expect(reported).toEqual([first, second])
    expect(actor.getSnapshot().value).toBe('stopped')
    expect(methods.at(-1)).toBe('eth_uninstallFilter')
    // The filter is gone from the node.
    const filterId = actor.getSnapshot().context.filterId
    await expect(request('eth_getFilterChanges', [filterId])).rejects.toThrow()
  })

  it('behavior: STOP uninstalls the filter; nothing is polled after', async () => {
    const { request, methods } = chainRequest()
    const actor = createActor(pendingTransactionsMachine, {
      input: { request, intervalMs: 100, maxPending: 99, onPending: () => undefined },
    }).start()
    await expect.poll(() => methods).toContain('eth_getFilterChanges')
    actor.send({ type: 'STOP' })
    await toPromise(actor)
    const after = methods.length
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(methods.length).toBe(after)
    expect(methods.at(-1)).toBe('eth_uninstallFilter')
  })
})
