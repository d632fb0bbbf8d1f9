import type { Namespace } from '@porthole/shared-protocol'
import { waitFor } from 'xstate'
import type { Connector } from '../../../connectors/Connector.ts'
import { EMBEDDED_RDNS } from '../../../connectors/embedded/embeddedRdns.ts'
import type { FrameCore } from '../../../core/FrameCore.ts'
import type { StoredWallet } from '../../../storage/StoredWallet.ts'

const walletId = (connector: Connector) => connector.rdns || connector.name

/**
 * Reload: reconnect without a prompt, each namespace once (SPEC §3: one connection per
 * namespace). With frame storage, the stored wallets (EIP-6963 rdns, Wallet Standard name),
 * the stored current one made current again; when storage is blocked (third-party storage
 * off, SECURITY.md #7), every host wallet is asked (`eth_accounts`, a silent
 * `standard:connect`) and the first that still grants accounts in each namespace reconnects.
 * Called whenever host wallets arrive: Solana wallets come from the add-on, after the EVM ones,
 * and are then added beside the restored EVM connection. A stored embedded (email) wallet
 * loads email login, which nests the vault that holds the session; a stored Coinbase Wallet
 * loads the Coinbase connector, whose SDK kept its session in the frame's storage.
 */
export function restoreConnection(app: FrameCore) {
  const { connection, storage, frame } = app
  const flags = frame.getSnapshot().context
  if (flags.restoreTried) return
  const plan = flags.restore
    ? flags.restore.plan
    : storage.isAvailable()
      ? storage.getConnectedWallets()
      : null
  const embedded = plan?.some((entry) => entry.wallet === EMBEDDED_RDNS) && app.options.vault
  if (embedded && !flags.restore?.tried.includes('eip155')) {
    frame.send({ type: 'RESTORE_STARTED', plan, namespaces: ['eip155'] })
    app.embedded
      .ensure()
      .then(
        (login) => restoreBeside(app, [login.connector], plan?.[0]?.namespace ?? null),
        app.report,
      )
  }
  const tried = frame.getSnapshot().context.restore?.tried ?? []
  // Coinbase's chunk loads only for a stored Coinbase connection (its SDK session is stored).
  const coinbase = plan?.some((entry) => entry.wallet === walletId(app.coinbase))
    ? [app.coinbase]
    : []
  const candidates = [...app.hostConnectors.all(), ...coinbase]
    .filter((c) => !tried.includes(c.namespace) && isPlanned(plan, c))
    .sort((a, b) => rank(plan, a) - rank(plan, b))
  const namespaces = [...new Set(candidates.map((c) => c.namespace))]
  if (namespaces.length === 0) return
  frame.send({ type: 'RESTORE_STARTED', plan, namespaces })
  if (connection.getSnapshot().matches('disconnected')) {
    connection.send({ type: 'RESTORE', connectors: candidates })
    return
  }
  void restoreBeside(app, candidates, plan?.[0]?.namespace ?? null)
}

/** A namespace restored after another: once that restore settled, added to the connections. */
async function restoreBeside(app: FrameCore, candidates: Connector[], first: Namespace | null) {
  const { connection } = app
  const settled = await waitFor(connection, (s) => !s.matches('reconnecting'))
  if (settled.matches('disconnected')) {
    connection.send({ type: 'RESTORE', connectors: candidates })
    return
  }
  if (!settled.matches('connected')) return
  for (const namespace of new Set(candidates.map((c) => c.namespace))) {
    for (const connector of candidates.filter((c) => c.namespace === namespace)) {
      const result = await connector.restore().catch(() => null)
      if (!result) continue
      connection.send({
        type: 'RESTORED',
        connection: { connector, ...result },
        current: first === namespace,
      })
      break
    }
  }
}

const isPlanned = (plan: StoredWallet[] | null, connector: Connector) =>
  plan === null ||
  plan.some(
    (entry) => entry.namespace === connector.namespace && entry.wallet === walletId(connector),
  )

/** Stored order (the current wallet first); every wallet alike when storage is blocked. */
const rank = (plan: StoredWallet[] | null, connector: Connector) =>
  plan ? plan.findIndex((entry) => entry.namespace === connector.namespace) : 0
