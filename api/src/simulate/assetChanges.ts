import { type Address, decodeAbiParameters, getAddress, type Hex, toEventSelector } from 'viem'
import type { SimulatedLog } from './runSimulation.ts'

/** The address `traceTransfers` gives the logs of coin transfers (ERC-20-shaped). */
export const NATIVE_LOG_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
const TRANSFER_SINGLE = toEventSelector('TransferSingle(address,address,address,uint256,uint256)')
const TRANSFER_BATCH = toEventSelector('TransferBatch(address,address,address,uint256[],uint256[])')

/** An asset the account's balance moved by, before its symbol and decimals are read. */
export type RawChange = {
  kind: 'native' | 'erc20' | 'erc721' | 'erc1155'
  token?: Address
  tokenId?: bigint
  /** Positive: the account receives; negative: it sends. */
  delta: bigint
}

type Move = Omit<RawChange, 'delta'> & { from: Address; to: Address; amount: bigint }

const topicAddress = (topic: Hex | undefined) => getAddress(`0x${(topic ?? '').slice(-40)}`)

/** What one log moves: a coin, ERC-20, ERC-721 or ERC-1155 transfer; anything else nothing. */
function movesOf(log: SimulatedLog): Move[] {
  const [selector, ...args] = log.topics
  try {
    if (selector === TRANSFER && args.length === 2) {
      const [amount] = decodeAbiParameters([{ type: 'uint256' }], log.data)
      const native = log.address.toLowerCase() === NATIVE_LOG_ADDRESS
      const token = native ? {} : { token: getAddress(log.address) }
      const [from, to] = [topicAddress(args[0]), topicAddress(args[1])]
      return [{ kind: native ? 'native' : 'erc20', ...token, from, to, amount }]
    }
    if (selector === TRANSFER && args.length === 3) {
      const [from, to] = [topicAddress(args[0]), topicAddress(args[1])]
      const tokenId = BigInt(args[2] as Hex)
      return [{ kind: 'erc721', token: getAddress(log.address), tokenId, from, to, amount: 1n }]
    }
    if ((selector === TRANSFER_SINGLE || selector === TRANSFER_BATCH) && args.length === 3) {
      const [from, to] = [topicAddress(args[1]), topicAddress(args[2])]
      const [ids, values] =
        selector === TRANSFER_SINGLE
          ? decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], log.data).map((v) => [
              v,
            ])
          : decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], log.data)
      const token = getAddress(log.address)
      return (ids as bigint[]).map((tokenId, index) => ({
        kind: 'erc1155' as const,
        token,
        tokenId,
        from,
        to,
        amount: (values as bigint[])[index] ?? 0n,
      }))
    }
  } catch {
    // A log that only looks like a transfer (wrong data length) moves nothing we can read.
  }
  return []
}

const keyOf = (move: Omit<RawChange, 'delta'>) =>
  `${move.kind}:${move.token ?? ''}:${move.tokenId ?? ''}`

/**
 * The account's net balance changes over the simulated logs: each coin, token and NFT the
 * account sent or received, summed per asset in the order first seen, those that net to zero
 * left out (a token sent and returned within the calls moved nothing).
 */
export function assetChanges(logs: readonly SimulatedLog[], account: Address): RawChange[] {
  const changes = new Map<string, RawChange>()
  const me = getAddress(account)
  for (const move of logs.flatMap(movesOf)) {
    const sign = (move.to === me ? 1n : 0n) - (move.from === me ? 1n : 0n)
    if (sign === 0n) continue
    const { from: _from, to: _to, amount, ...asset } = move
    const key = keyOf(asset)
    const change = changes.get(key) ?? { ...asset, delta: 0n }
    change.delta += sign * amount
    changes.set(key, change)
  }
  return [...changes.values()].filter((change) => change.delta !== 0n)
}
