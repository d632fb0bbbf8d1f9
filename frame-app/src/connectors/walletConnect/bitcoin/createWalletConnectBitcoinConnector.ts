import type { CaipNetworkId, Network } from '@porthole/shared-protocol'
import {
  ProviderDisconnectedError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol'
import type { Connector, ConnectorEvent, ConnectResult } from '../../Connector.ts'
import type { WcSession } from '../loadSignClient.ts'
import { sessionAccounts, sessionChains } from '../session/sessionAccounts.ts'
import type { WalletConnectConnector } from '../WalletConnectConnector.ts'

/** The frame's Bitcoin vocabulary, which is Reown's bip122 RPC: forwarded as it is. */
const FORWARDED = new Set(['getAccountAddresses', 'signMessage', 'signPsbt'])

/**
 * The bip122 namespace of the WalletConnect session as a Connector of its own, beside the EVM
 * and Solana ones (SPEC §3, §4), as the Solana one is: it shares the session of
 * `walletConnect`, its account is the session's bip122 account (the wallet's payment address,
 * Reown's "first external address"), and `getAccountAddresses`, `signMessage` and `signPsbt`
 * go to the wallet as they are, on the connection's chain. Disconnecting ends the session.
 */
export function createWalletConnectBitcoinConnector(
  walletConnect: WalletConnectConnector,
  getActiveNetworkId: () => CaipNetworkId | null,
): Connector {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event)
  }
  let chain: CaipNetworkId | null = null
  let accounts: string[] = []

  const read = (session: WcSession | null): ConnectResult | null => {
    const found = session ? sessionAccounts(session, 'bip122') : []
    if (!session || found.length === 0) return null
    const chains = sessionChains(session, 'bip122')
    const active = getActiveNetworkId()
    if (!chain || !chains.includes(chain))
      chain = (active && chains.includes(active) ? active : chains[0]) as CaipNetworkId
    return { accounts: found, caipNetworkId: chain }
  }

  walletConnect.watchSession((session) => {
    const next = read(session)
    if (!next) {
      if (accounts.length) emit({ type: 'disconnect' })
      accounts = []
      return
    }
    if (accounts.length && next.accounts.join() !== accounts.join())
      emit({ type: 'accountsChanged', accounts: next.accounts })
    accounts = next.accounts
  })

  const live = () => {
    const session = walletConnect.session()
    const result = read(session)
    if (!session || !result)
      throw new ProviderDisconnectedError('The WalletConnect session has no Bitcoin account.')
    return { session, result }
  }

  return {
    id: `${walletConnect.id}:bitcoin`,
    name: walletConnect.name,
    type: 'WALLET_CONNECT',
    namespace: 'bip122',
    async connect() {
      return live().result
    },
    async restore() {
      return read(walletConnect.session())
    },
    approvedNetworks() {
      const session = walletConnect.session()
      return session ? (sessionChains(session, 'bip122') as CaipNetworkId[]) : null
    },
    disconnect: () => walletConnect.disconnect(),
    async request(request) {
      const { result } = live()
      if (!FORWARDED.has(request.method))
        throw new UnsupportedProviderMethodError(`The method ${request.method} is not supported.`)
      return walletConnect.requestOn(result.caipNetworkId, request)
    },
    async switchNetwork(network: Network) {
      const { session } = live()
      if (!sessionChains(session, 'bip122').includes(network.caipNetworkId))
        throw new UnrecognizedChainError(
          `The wallet did not approve ${network.name} in this session.`,
        )
      chain = network.caipNetworkId
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
