import type { RpcRequest } from '@porthole/shared-protocol'
import { decodeFunctionData, encodeFunctionResult, erc20Abi, type Hex } from 'viem'
import type { ChainClient } from '../../src/chains/ChainClient.ts'

/** A contract of the fake chain: what its ERC-20 view functions answer, and its code. */
export type FakeContract = {
  name?: string
  symbol?: string
  decimals?: number
  totalSupply?: bigint
  /** Its code; `0x60806040` (a contract) unless given (an EIP-7702 designator, say). */
  code?: string
}

type ViewName = 'name' | 'symbol' | 'decimals' | 'totalSupply'

/** The JSON-RPC error a node answers for a call that reverts. */
class ExecutionRevertedError extends Error {
  override name = 'ExecutionRevertedError'
  readonly code = 3
}

/**
 * A chain faked at the RPC boundary: `eth_call` of the ERC-20 views (decoded and answered with
 * viem's ABI coder from `contracts`, reverting where a contract has no such answer) and
 * `eth_getCode` (a contract's code, `0x` for any other address), and 46,097 gas for any
 * transaction. Every read is recorded.
 * @example createFakeChain({ [token]: { symbol: 'DUSD', decimals: 6 } })
 */
export function createFakeChain(contracts: Record<string, FakeContract>) {
  const byAddress = new Map(
    Object.entries(contracts).map(([address, contract]) => [address.toLowerCase(), contract]),
  )
  const requests: RpcRequest[] = []
  const call = ({ to, data }: { to: string; data: Hex }) => {
    const contract = byAddress.get(to.toLowerCase())
    const { functionName } = decodeFunctionData({ abi: erc20Abi, data })
    const result = contract?.[functionName as ViewName]
    if (result === undefined) throw new ExecutionRevertedError('execution reverted')
    return encodeFunctionResult({
      abi: erc20Abi,
      functionName: functionName as ViewName,
      result: result as never,
    })
  }
  const client: ChainClient = {
    async request(request) {
      requests.push(request)
      const params = (request.params ?? []) as unknown[]
      switch (request.method) {
        case 'eth_call':
          return call(params[0] as { to: string; data: Hex })
        case 'eth_getCode': {
          const contract = byAddress.get(String(params[0]).toLowerCase())
          return contract ? (contract.code ?? '0x60806040') : '0x'
        }
        case 'eth_estimateGas':
          return '0xb411'
        default:
          throw new Error(`The fake chain does not answer ${request.method}`)
      }
    },
    getBalance: async () => 0n,
    getGasPrice: async () => 1_000_000_000n,
    waitForReceipt: async () => 'success',
  }
  return { client, requests }
}
