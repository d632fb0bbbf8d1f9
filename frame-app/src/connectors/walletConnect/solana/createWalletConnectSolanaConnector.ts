import type { CaipNetworkId, Network } from '@porthole/shared-protocol'
import { ProviderDisconnectedError, UnrecognizedChainError } from '@porthole/shared-protocol'
import type { Connector, ConnectorEvent, ConnectResult } from '../../Connector.ts'
import type { WcSession } from '../loadSignClient.ts'
import { sessionAccounts, sessionChains } from '../session/sessionAccounts.ts'
import type { WalletConnectConnector } from '../WalletConnectConnector.ts'
import { requestSolanaOverWc } from './requestSolanaOverWc.ts'

/**
 * The solana namespace of the WalletConnect session as a Connector of its own, so a wallet that
 * approved eip155 and solana in one proposal gives one connection per namespace (SPEC §3, §4).
 * It shares the session of `walletConnect`: requests go over it as WalletConnect's Solana RPC
 * (`requestSolanaOverWc`); disconnecting it ends the session, and with it the EVM connection
 * (SPEC §4: a WalletConnect disconnect takes every namespace using it); the session ending
 * emits `disconnect`. Its network is the active solana network when the wallet approved it,
 * else the first cluster the wallet approved.
 */
export function createWalletConnectSolanaConnector(
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
    const found = session ? sessionAccounts(session, 'solana') : []
    if (!session || found.length === 0) return null
    const chains = sessionChains(session, 'solana')
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
      throw new ProviderDisconnectedError('The WalletConnect session has no Solana account.')
    return { session, result }
  }

  return {
    id: `${walletConnect.id}:solana`,
    name: walletConnect.name,
    type: 'WALLET_CONNECT',
    namespace: 'solana',
    async connect() {
      return live().result
    },
    async restore() {
      return read(walletConnect.session())
    },
    approvedNetworks() {
      const session = walletConnect.session()
      return session ? (sessionChains(session, 'solana') as CaipNetworkId[]) : null
    },
    disconnect: () => walletConnect.disconnect(),
    request(request) {
      const { session, result } = live()
      return requestSolanaOverWc(
        {
          send: (chainId, req) => walletConnect.requestOn(chainId, req),
          accounts: result.accounts,
          chains: sessionChains(session, 'solana'),
          chain: result.caipNetworkId,
        },
        request,
      )
    },
    async switchNetwork(network: Network) {
      const { session } = live()
      if (!sessionChains(session, 'solana').includes(network.caipNetworkId))
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
