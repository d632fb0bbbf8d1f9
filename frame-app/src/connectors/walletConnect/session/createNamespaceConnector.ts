import type { CaipNetworkId, Network } from '@porthole/shared-protocol'
import { ProviderDisconnectedError, UnrecognizedChainError } from '@porthole/shared-protocol'
import type { Connector, ConnectorEvent, ConnectResult } from '../../Connector.ts'
import type { WcSession } from '../loadSignClient.ts'
import type { WalletConnectConnector } from '../WalletConnectConnector.ts'
import { sessionAccounts, sessionChains } from './sessionAccounts.ts'

/** A namespace of the session other than eip155, with how its requests go to the wallet. */
export type SessionNamespace = {
  namespace: 'solana' | 'bip122'
  /** The connector id's suffix: `<walletConnect id>:<suffix>`. */
  idSuffix: string
  /** Said when the session has no account of it: "The WalletConnect session has no … account." */
  accountNoun: string
  /** Sends a request of the connection's vocabulary over the session. */
  request: (
    live: { session: WcSession; result: ConnectResult },
    request: Parameters<Connector['request']>[0],
  ) => Promise<unknown>
}

/**
 * A namespace of the WalletConnect session as a Connector of its own, so a wallet that approved
 * eip155 and others in one proposal gives one connection per namespace (SPEC §3, §4). It shares
 * the session of `walletConnect`: disconnecting it ends the session, and with it every other
 * connection using it (SPEC §4); the session ending emits `disconnect`. Its network is the
 * active network when the wallet approved it, else the first one the wallet approved.
 */
export function createNamespaceConnector(
  walletConnect: WalletConnectConnector,
  getActiveNetworkId: () => CaipNetworkId | null,
  { namespace, idSuffix, accountNoun, request }: SessionNamespace,
): Connector {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event)
  }
  let chain: CaipNetworkId | null = null
  let accounts: string[] = []

  const read = (session: WcSession | null): ConnectResult | null => {
    const found = session ? sessionAccounts(session, namespace) : []
    if (!session || found.length === 0) return null
    const chains = sessionChains(session, namespace)
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
      throw new ProviderDisconnectedError(
        `The WalletConnect session has no ${accountNoun} account.`,
      )
    return { session, result }
  }

  return {
    id: `${walletConnect.id}:${idSuffix}`,
    name: walletConnect.name,
    type: 'WALLET_CONNECT',
    namespace,
    async connect() {
      return live().result
    },
    async restore() {
      return read(walletConnect.session())
    },
    approvedNetworks() {
      const session = walletConnect.session()
      return session ? (sessionChains(session, namespace) as CaipNetworkId[]) : null
    },
    disconnect: () => walletConnect.disconnect(),
    request: async (incoming) => request(live(), incoming),
    async switchNetwork(network: Network) {
      const { session } = live()
      if (!sessionChains(session, namespace).includes(network.caipNetworkId))
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
