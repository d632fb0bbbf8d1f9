import type { AssetChange } from '@porthole/shared-protocol/dataApi'
import { formatUnits } from 'viem'
import type { ApiClient } from '../../../../api/createApiClient.ts'
import type { AssetMove, SimulatedCall, SimulationOutcome } from './SimulationOutcome.ts'

const format = (amount: string) =>
  new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 }).format(Number(amount))

/** One change as the user reads it: `1.5 ETH`, `12 PDT`, `PPH #2`, `3 × #7` (ERC-1155). */
function moveOf(change: AssetChange): AssetMove {
  const token = change.token ? { token: change.token } : {}
  const symbol = change.symbol ?? ''
  if (change.kind === 'erc721') return { amount: `${symbol} #${change.tokenId}`.trim(), ...token }
  if (change.kind === 'erc1155') {
    const count = change.amount === '1' ? '' : `${change.amount} × `
    return { amount: `${count}${symbol} #${change.tokenId}`.trim(), ...token }
  }
  if (change.decimals === null) return { amount: `${change.amount} ${symbol}`.trim(), ...token }
  const units = format(formatUnits(BigInt(change.amount), change.decimals))
  return { amount: `${units} ${symbol}`.trim(), ...token }
}

/**
 * The request's calls simulated by the api (`POST /v1/simulate`) for `account` on
 * `caipNetworkId`. Any failure of the api (the node lacks the method: 501; the network is
 * not served; no answer) is `unavailable`, said plainly, never a guess.
 */
export async function simulateWithApi(
  client: ApiClient,
  target: { account: string; caipNetworkId: string },
  calls: readonly SimulatedCall[],
): Promise<SimulationOutcome> {
  try {
    const { SimulationSchema } = await import('@porthole/shared-protocol/dataApi')
    const body = {
      chainId: target.caipNetworkId,
      from: target.account,
      calls: calls.map((call) => ({
        ...(call.to ? { to: call.to } : {}),
        ...(call.value && call.value !== '0x' ? { value: call.value } : {}),
        ...(call.data && call.data !== '0x' ? { data: call.data } : {}),
      })),
    }
    const answer = await client.post('/v1/simulate', { body, schema: SimulationSchema })
    if (!answer) return { kind: 'unavailable' }
    if (answer.status === 'reverted')
      return { kind: 'reverted', callIndex: answer.callIndex, reason: answer.reason }
    return { kind: 'changes', send: answer.send.map(moveOf), receive: answer.receive.map(moveOf) }
  } catch {
    return { kind: 'unavailable' }
  }
}
