import type { HostWallet, Network, RpcRequest } from '@porthole/shared-protocol'
import { InvalidParamsRpcError, ProviderDisconnectedError } from '@porthole/shared-protocol'
import type { Connector, ConnectorEvent } from './Connector.ts'
import { caipToHexChainId, chainIdToCaip } from './chainIdToCaip.ts'

export type HostWalletRequest = (uuid: string, request: RpcRequest) => Promise<unknown>

export type HostWalletConnector = Connector & {
  /** Feed a HOST_WALLET_EVENT from the bridge. */
  handleEvent(event: string, data: unknown): void
}

/** A wallet announced in the host page (EIP-6963), reached through HOST_WALLET_REQUEST. */
export function createHostWalletConnector(
  wallet: HostWallet,
  forward: HostWalletRequest,
): HostWalletConnector {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event)
  }
  const request = (req: RpcRequest) => forward(wallet.uuid, req)
  return {
    id: wallet.uuid,
    name: wallet.name,
    type: 'ANNOUNCED',
    namespace: wallet.namespace,
    imageUrl: wallet.icon,
    rdns: wallet.rdns,
    async connect() {
      const accounts = toAccounts(await request({ method: 'eth_requestAccounts' }))
      if (accounts.length === 0)
        throw new ProviderDisconnectedError('The wallet returned no accounts.')
      const caipNetworkId = chainIdToCaip(await request({ method: 'eth_chainId' }))
      return { accounts, caipNetworkId }
    },
    async disconnect() {
      listeners.clear()
    },
    request,
    async switchNetwork(network: Network) {
      const chainId = caipToHexChainId(network.caipNetworkId)
      if (!chainId) throw new InvalidParamsRpcError(`${network.name} is not an EVM network.`)
      await request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    handleEvent(event, data) {
      if (event === 'accountsChanged') emit({ type: 'accountsChanged', accounts: toAccounts(data) })
      else if (event === 'chainChanged')
        emit({ type: 'chainChanged', caipNetworkId: chainIdToCaip(data) })
      else if (event === 'disconnect') emit({ type: 'disconnect' })
    },
  }
}

function toAccounts(value: unknown): string[] {
  if (
    !Array.isArray(value) ||
    !value.every((a) => typeof a === 'string' && /^0x[0-9a-fA-F]{40}$/.test(a))
  ) {
    throw new InvalidParamsRpcError('The wallet returned invalid accounts.')
  }
  return value
}
