import type { Network, RpcRequest } from '@porthole/shared-protocol'
import { UserRejectedRequestError } from '@porthole/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import type { VaultClient } from '../createVaultClient.ts'
import { sendEvmTransaction } from './sendEvmTransaction.ts'

const from = '0x00000000000000000000000000000000000000aa'
const network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
} as unknown as Network
const request: RpcRequest = {
  method: 'eth_sendTransaction',
  params: [{ from, to: '0x00000000000000000000000000000000000000bb', data: '0x12345678' }],
}

/** A chain whose gas estimate answers `estimate` (a JSON-RPC error is thrown as the node's). */
function chainWith(estimate: () => unknown): ChainClient {
  const answers: Record<string, () => unknown> = {
    eth_chainId: () => '0x7a69',
    eth_getTransactionCount: () => '0x0',
    eth_getBlockByNumber: () => ({ baseFeePerGas: '0x1', number: '0x1' }),
    eth_maxPriorityFeePerGas: () => '0x1',
    eth_gasPrice: () => '0x1',
    eth_estimateGas: estimate,
    eth_sendRawTransaction: () => '0xhash',
  }
  return {
    request: async ({ method }) => {
      const answer = answers[method]
      if (!answer)
        throw Object.assign(new Error(`the method ${method} does not exist`), { code: -32601 })
      return answer()
    },
    getBalance: async () => 10n ** 18n,
    getGasPrice: async () => 1n,
    waitForReceipt: async () => 'success',
  }
}
const reverting = () => {
  throw Object.assign(new Error('execution reverted: UniswapV2Router: EXPIRED'), { code: 3 })
}
const vaultSigning = () => {
  const call = vi.fn(async () => '0xsigned')
  return { vault: { call } as unknown as VaultClient, call }
}

describe('sendEvmTransaction', () => {
  test('default: the user is asked, then the transaction is signed in the vault and broadcast', async () => {
    const approve = vi.fn(async () => undefined)
    const { vault, call } = vaultSigning()
    const hash = await sendEvmTransaction(
      { chain: chainWith(() => '0x5208'), vault, approve },
      { request, from, network },
    )
    expect(hash).toBe('0xhash')
    expect(approve).toHaveBeenCalledOnce()
    expect(call).toHaveBeenCalledOnce()
  })

  test('behavior: a transaction without gas whose estimate reverts still reaches the approval, where the simulation warns of it; rejected, nothing is signed', async () => {
    const approve = vi.fn(async () => Promise.reject(new UserRejectedRequestError()))
    const { vault, call } = vaultSigning()
    await expect(
      sendEvmTransaction(
        { chain: chainWith(reverting), vault, approve },
        { request, from, network },
      ),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(approve).toHaveBeenCalledWith(request, { account: from, caipNetworkId: 'eip155:31337' })
    expect(call).not.toHaveBeenCalled()
  })

  test('error: approved anyway, the host gets the chain’s revert and nothing is signed', async () => {
    const approve = vi.fn(async () => undefined)
    const { vault, call } = vaultSigning()
    await expect(
      sendEvmTransaction(
        { chain: chainWith(reverting), vault, approve },
        { request, from, network },
      ),
    ).rejects.toThrow(/UniswapV2Router: EXPIRED/)
    expect(approve).toHaveBeenCalledOnce()
    expect(call).not.toHaveBeenCalled()
  })

  test('error: a node that does not answer the estimate fails before any approval is asked', async () => {
    const approve = vi.fn(async () => undefined)
    const { vault } = vaultSigning()
    await expect(
      sendEvmTransaction(
        {
          chain: chainWith(() => {
            throw Object.assign(new Error('connection refused'), { code: -32603 })
          }),
          vault,
          approve,
        },
        { request, from, network },
      ),
    ).rejects.toThrow()
    expect(approve).not.toHaveBeenCalled()
  })
})
