import {
  type Network,
  PENDING_TRANSACTIONS_INTERVAL_MS,
  PENDING_TRANSACTIONS_MAX,
} from '@porthole/shared-protocol'
import { createActor } from 'xstate'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import { watchConnection } from '../../connection/index.ts'
import { resolveNetwork } from '../../networks/index.ts'
import type { ConnectionSource } from '../accountKeyOf.ts'

export type PendingTransactionsOption = boolean | { intervalMs?: number | undefined } | undefined

/**
 * The host's opt-in `features.pendingTransactions` (SPEC §9: off by default, every 30 s, up to
 * 99): while an EVM account is connected on a requested network, the network's pending
 * transactions are watched and each new batch calls `refresh`. A connection or network change
 * stops the watch (its filter is uninstalled) and starts anew. The machine loads only for a
 * host that turned the feature on (outside the first paint).
 */
export function watchPendingTransactions(deps: {
  connection: ConnectionSource
  networks: () => Network[]
  option: () => PendingTransactionsOption
  chainClient: (network: Network) => Promise<ChainClient>
  refresh: (network: Network, address: string) => void
}) {
  let actor: { send(event: { type: 'STOP' }): void } | null = null
  let generation = 0
  return watchConnection(deps.connection, ({ to, context }) => {
    actor?.send({ type: 'STOP' })
    actor = null
    const mine = ++generation
    const option = deps.option()
    const address = context.current?.accounts[0]
    if (!option || to !== 'connected' || !address || !context.caipNetworkId) return
    const network = resolveNetwork(context.caipNetworkId, deps.networks())
    if (network.unsupported || network.chainNamespace !== 'eip155') return
    const intervalMs =
      (typeof option === 'object' ? option.intervalMs : undefined) ??
      PENDING_TRANSACTIONS_INTERVAL_MS
    void import('./pendingTransactionsMachine.ts').then((module) => {
      if (mine !== generation) return
      actor = createActor(module.pendingTransactionsMachine, {
        input: {
          request: async (method, params) =>
            (await deps.chainClient(network)).request({ method, params }),
          intervalMs,
          maxPending: PENDING_TRANSACTIONS_MAX,
          onPending: () => deps.refresh(network, address),
        },
      }).start()
    })
  })
}
