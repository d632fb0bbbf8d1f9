import { createCoinbaseWalletSDK, type ProviderInterface } from '@coinbase/wallet-sdk'
import type { DappData, Network, RpcRequest } from '@porthole/shared-protocol'
import { ProviderDisconnectedError } from '@porthole/shared-protocol'
import { switchEvmChain } from '../../chains/evm/switchEvmChain.ts'
import type { Connector, ConnectorEvent } from '../Connector.ts'
import { chainIdToCaip } from '../chainIdToCaip.ts'
import { requestEvmConnection } from '../requestEvmConnection.ts'
import { toEvmAccounts } from '../toEvmAccounts.ts'
import { COINBASE_CONNECTOR_ID, COINBASE_NAME, type CoinbaseOptions } from './coinbaseWallet.ts'
import { mapCoinbaseError } from './mapCoinbaseError.ts'
import { readSdkPopup } from './readSdkPopup.ts'
import { DEFAULT_POPUP_WATCH, type PopupWatchOptions, watchPopup } from './watchPopup.ts'

export type CoinbaseConnectorInput = CoinbaseOptions & {
  /** The host's settings: its name and icon for the popup, its EVM chains (the first first). */
  dapp: Pick<DappData, 'metadata' | 'networks'> | null
  popupWatch?: PopupWatchOptions
}

/** SPEC §9: Coinbase wallet preference 'all', SDK version 4. */
const PREFERENCE = { options: 'all' } as const

/** Methods the SDK answers in its keys popup (the rest it answers from what it stored). */
const POPUP_METHODS = new Set([
  'eth_requestAccounts',
  'eth_ecRecover',
  'personal_sign',
  'personal_ecRecover',
  'wallet_sign',
  'eth_signTransaction',
  'eth_sendTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'wallet_addEthereumChain',
  'wallet_switchEthereumChain',
  'wallet_watchAsset',
  'wallet_sendCalls',
  'wallet_showCallsStatus',
  'wallet_grantPermissions',
])

/**
 * The Coinbase connector on `@coinbase/wallet-sdk` 4 (its own lazy chunk): Coinbase Smart
 * Wallet through the keys popup (`keysUrl`), or the Coinbase extension when injected
 * (preference 'all'). The SDK keeps its session in the frame's localStorage, so `restore`
 * finds it after a reload. Every request that waits on the popup also watches it: a popup
 * closed or blocked fails the request instead of leaving it pending.
 */
export function createCoinbaseConnector(input: CoinbaseConnectorInput): Connector {
  const metadata = input.dapp?.metadata
  const sdk = createCoinbaseWalletSDK({
    appName: metadata?.name ?? 'Porthole',
    ...(metadata?.icons?.[0] ? { appLogoUrl: metadata.icons[0] } : {}),
    appChainIds: (input.dapp?.networks ?? []).flatMap((network) =>
      network.chainNamespace === 'eip155' ? [Number(network.caipNetworkId.split(':')[1])] : [],
    ),
    preference: { ...PREFERENCE, ...(input.keysUrl ? { keysUrl: input.keysUrl } : {}) },
  })
  const provider: ProviderInterface = sdk.getProvider()
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event)
  }
  let disconnecting = false
  provider.on('accountsChanged', (accounts) => {
    if (Array.isArray(accounts) && accounts.length > 0)
      emit({ type: 'accountsChanged', accounts: toEvmAccounts(accounts) })
  })
  provider.on('chainChanged', (chainId) => {
    try {
      emit({ type: 'chainChanged', caipNetworkId: chainIdToCaip(chainId) })
    } catch {
      // A malformed chain id from the SDK is ignored, never acted on.
    }
  })
  provider.on('disconnect', () => {
    if (!disconnecting) emit({ type: 'disconnect' })
  })

  const popup = () => readSdkPopup(provider)
  async function request(req: RpcRequest): Promise<unknown> {
    const call = provider.request(req as Parameters<ProviderInterface['request']>[0])
    if (!POPUP_METHODS.has(req.method)) return call.catch(rethrow)
    const watch = watchPopup(popup, input.popupWatch ?? DEFAULT_POPUP_WATCH)
    try {
      return await Promise.race([call, watch.gone])
    } catch (error) {
      call.catch(() => undefined)
      return rethrow(error)
    } finally {
      watch.stop()
    }
  }
  const chain = async () => chainIdToCaip(await request({ method: 'eth_chainId' }))

  return {
    id: COINBASE_CONNECTOR_ID,
    name: COINBASE_NAME,
    type: 'EXTERNAL',
    namespace: 'eip155',
    async connect() {
      const result = await requestEvmConnection(request, 'eth_requestAccounts')
      if (!result) throw new ProviderDisconnectedError('Coinbase Wallet returned no accounts.')
      return result
    },
    async restore() {
      // Without a stored session the SDK answers 4100 (and clears what it stored).
      const accounts = await request({ method: 'eth_accounts' }).catch(() => null)
      if (!Array.isArray(accounts) || accounts.length === 0) return null
      return { accounts: toEvmAccounts(accounts), caipNetworkId: await chain() }
    },
    async disconnect() {
      disconnecting = true
      try {
        await provider.disconnect()
      } finally {
        disconnecting = false
      }
    },
    request,
    switchNetwork(network: Network) {
      return switchEvmChain(request, network, COINBASE_NAME)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function rethrow(error: unknown): never {
  throw mapCoinbaseError(error)
}
