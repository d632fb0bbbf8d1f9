import type { FrameCore } from '../../../core/FrameCore.ts'
import { accountKeyOf } from '../accountKeyOf.ts'

/**
 * The connected account's balances read again together, so they cannot disagree (issue 36):
 * the header's coin balance from the chain, and Tokens (which Send's balance check reads),
 * whose fetch asks the balance service past its 30 s cache (SPEC §7 `forceUpdate`) whenever
 * the chain's coin balance differs from the cached one. Run when Account or Send shows (so on
 * a network change under them too), after the account's own transactions and on new pending
 * transactions; Tokens is read only once its list exists (the Account or Send chunk made it).
 */
export function refreshBalances(app: Pick<FrameCore, 'balance' | 'accountData' | 'connection'>) {
  const networks = app.accountData.deps.networks()
  const key = accountKeyOf(app.connection, networks)
  if (!key) return
  const network = networks.find((n) => n.caipNetworkId === key.chainId)
  if (network) void app.balance.fetch(network, key.address)
  app.accountData.current()?.tokens.send({ type: 'LOAD', key })
}
