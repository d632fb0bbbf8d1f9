import { watchConnection } from '../../connection/index.ts'
import { accountKeyOf } from '../accountKeyOf.ts'
import type { AccountDataDeps } from './AccountDataDeps.ts'
import type { AccountKey } from './accountListMachine.ts'

type ListEvent = { type: 'LOAD'; key: AccountKey } | { type: 'RESET' }

/** What it keeps in step: the selected tab and the three list actors (`AccountData`). */
type WatchedData = { tab: { send(event: { type: 'RESET' }): void } } & Record<
  'tokens' | 'nfts' | 'activity',
  { send(event: ListEvent): void }
>

/**
 * State drives the fetches: now and on every connection or network change the lists load for
 * the connected account; on disconnect (or an unsupported network) every list and the tab reset.
 */
export function watchAccountData(deps: AccountDataDeps, data: WatchedData) {
  const sync = () => {
    const key = accountKeyOf(deps.connection, deps.networks())
    if (!key) {
      data.tab.send({ type: 'RESET' })
      data.tokens.send({ type: 'RESET' })
      data.activity.send({ type: 'RESET' })
      data.nfts.send({ type: 'RESET' })
      return
    }
    data.tokens.send({ type: 'LOAD', key })
    data.nfts.send({ type: 'LOAD', key })
    data.activity.send({ type: 'LOAD', key })
  }
  sync()
  return watchConnection(deps.connection, sync)
}
