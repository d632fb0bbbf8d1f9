import type { CaipNetworkId, Network } from '@porthole/shared-protocol'
import type { ApiClient } from '../../api/createApiClient.ts'
import type { ChainClients } from '../../chains/createChainClients.ts'
import { resolveNetwork } from '../networks/index.ts'
import type { ApprovalContext, ApprovalRequest } from './ApprovalRequest.ts'
import type { ApprovalSummary } from './summary/ApprovalSummary.ts'

const chainIdOf = (caipNetworkId: CaipNetworkId) => {
  const [namespace, reference] = caipNetworkId.split(':')
  return namespace === 'eip155' ? Number(reference) : null
}

/**
 * The gate's `summarize`: loads the decoders with the view's chunk (never in the first paint)
 * and decodes a request for its network, reading tokens, names and code from the frame's chain
 * client, and the addresses the account sent to from `pastRecipients` (the Account activity
 * at hand).
 */
export function loadSummary(deps: {
  chainClients: ChainClients
  /** The Data API's client, which simulates transactions (`POST /v1/simulate`); null without one. */
  api: () => ApiClient | null
  networks: () => readonly Network[]
  pastRecipients?: (context: ApprovalContext) => readonly string[]
}) {
  return async (request: ApprovalRequest, context: ApprovalContext): Promise<ApprovalSummary> => {
    const [{ summarizeApproval }, { createChainReads }, { simulateWithApi }] = await Promise.all([
      import('./summary/summarizeApproval.ts'),
      import('./summary/createChainReads.ts'),
      import('./summary/simulation/simulateWithApi.ts'),
    ])
    const api = deps.api()
    const network = resolveNetwork(context.caipNetworkId, deps.networks())
    const hasRpc = network.rpcUrls.default.http.length > 0
    const pastRecipients = () => deps.pastRecipients?.(context) ?? []
    const reads = hasRpc
      ? createChainReads(() => deps.chainClients.get(network), pastRecipients)
      : { readToken: async () => null, pastRecipients }
    return summarizeApproval(request, {
      chainId: chainIdOf(context.caipNetworkId),
      account: context.account,
      nativeCurrency: network.nativeCurrency,
      ...reads,
      ...(api ? { simulate: (calls) => simulateWithApi(api, context, calls) } : {}),
      estimateFee: async (tx) => {
        if (!hasRpc) return null
        const client = await deps.chainClients.get(network)
        const call = {
          from: context.account,
          to: tx.to,
          value: tx.value,
          data: tx.data ?? tx.input,
        }
        const [gas, gasPrice] = await Promise.all([
          tx.gas ?? client.request({ method: 'eth_estimateGas', params: [call] }),
          tx.gasPrice ? BigInt(tx.gasPrice) : client.getGasPrice(),
        ])
        return BigInt(String(gas)) * gasPrice
      },
    })
  }
}
