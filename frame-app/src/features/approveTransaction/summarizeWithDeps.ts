import type { CaipNetworkId, Network } from '@porthole/shared-protocol'
import type { DataApi } from '../../api/createDataApi.ts'
import type { ChainClients } from '../../chains/createChainClients.ts'
import { resolveNetwork } from '../networks/index.ts'
import type { ApprovalContext, ApprovalRequest } from './ApprovalRequest.ts'
import type { ApprovalSummary } from './summary/ApprovalSummary.ts'
import { createChainReads } from './summary/createChainReads.ts'
import { simulateWithApi } from './summary/simulation/simulateWithApi.ts'
import { summarizeApproval } from './summary/summarizeApproval.ts'

/** What decoding a request reads: the chain clients, the api, the networks, past recipients. */
export type SummaryDeps = {
  chainClients: ChainClients
  /**
   * The Data API, which simulates transactions (`POST /v1/simulate`) on the networks it serves;
   * null without one.
   */
  api: () => Pick<DataApi, 'client' | 'servesChain'> | null
  networks: () => readonly Network[]
  pastRecipients?: (context: ApprovalContext) => readonly string[]
}

const chainIdOf = (caipNetworkId: CaipNetworkId) => {
  const [namespace, reference] = caipNetworkId.split(':')
  return namespace === 'eip155' ? Number(reference) : null
}

/**
 * Decodes a request for its network (the lazy half of `loadSummary`), reading tokens, names
 * and code from the frame's chain client, simulating through the api where there is one.
 */
export async function summarizeWithDeps(
  deps: SummaryDeps,
  request: ApprovalRequest,
  context: ApprovalContext,
): Promise<ApprovalSummary> {
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
    ...(api
      ? {
          // A network the api does not serve is not asked: it would only answer 400.
          simulate: async (calls) =>
            (await api.servesChain(context.caipNetworkId).catch(() => false))
              ? simulateWithApi(api.client, context, calls)
              : { kind: 'unavailable' },
        }
      : {}),
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
