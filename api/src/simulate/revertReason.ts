import { decodeErrorResult, type Hex } from 'viem'

/**
 * The reason a simulated call fails, as a person can read it: the contract's `Error(string)`
 * message, a `Panic(uint256)` code, or else the node's own message; null when there is none.
 */
export function revertReason(data: Hex | null, message: string | null): string | null {
  if (data && data.length >= 10) {
    try {
      const decoded = decodeErrorResult({ abi: [], data })
      const [first] = decoded.args ?? []
      if (decoded.errorName === 'Error' && typeof first === 'string') return first.slice(0, 200)
      if (decoded.errorName === 'Panic') return `panic ${String(first)}`
    } catch {
      // A custom error of the contract's own ABI: the node's message says what it can.
    }
  }
  return message ? message.slice(0, 200) : null
}
