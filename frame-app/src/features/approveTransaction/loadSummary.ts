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
    return summarizeApproval(request, {
      chainId: chainIdOf(context.caipNetworkId),
      nativeCurrency: network.nativeCurrency,
      readToken: async (token) =>
        network.rpcUrls.default.http.length > 0
          ? readTokenInfo(await deps.chainClients.get(network), token)
          : null,
    })
  }
}
