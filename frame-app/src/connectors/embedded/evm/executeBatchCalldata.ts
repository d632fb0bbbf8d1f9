import { encodeFunctionData, type Hex, parseAbi } from 'viem'

const SIMPLE_7702_ACCOUNT_ABI = parseAbi([
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

/** One call of a batch, as `wallet_sendCalls` gives it. */
export type BatchCall = { to: Hex; value?: Hex; data?: Hex }

/**
 * Simple7702Account's `executeBatch(calls)` calldata: the account calls each target in order and
 * reverts all of them when one reverts (atomic). Sent by the account to itself.
 */
export function executeBatchCalldata(calls: readonly BatchCall[]): Hex {
  return encodeFunctionData({
    abi: SIMPLE_7702_ACCOUNT_ABI,
    functionName: 'executeBatch',
    args: [
      calls.map((call) => ({
        target: call.to,
        value: call.value ? BigInt(call.value) : 0n,
        data: call.data ?? '0x',
      })),
    ],
  })
}
