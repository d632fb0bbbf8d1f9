import type { CaipNetworkId, Network } from '@porthole/shared-protocol'
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
 * and decodes a request for its network, reading token symbols from the frame's chain client.
 */
export function loadSummary(deps: {
  chainClients: ChainClients
  networks: () => readonly Network[]
}) {
  return async (request: ApprovalRequest, context: ApprovalContext): Promise<ApprovalSummary> => {
    const [{ summarizeApproval }, { readTokenInfo }] = await Promise.all([
      import('./summary/summarizeApproval.ts'),
      import('./summary/readTokenInfo.ts'),
    ])
    const network = resolveNetwork(context.caipNetworkId, deps.networks())
    const hasRpc = network.rpcUrls.default.http.length > 0
    return summarizeApproval(request, {
      chainId: chainIdOf(context.caipNetworkId),
      nativeCurrency: network.nativeCurrency,
      readToken: async (token) =>
        hasRpc ? readTokenInfo(await deps.chainClients.get(network), token) : null,
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
