import { watchConnection } from '../../connection/index.ts'
import { accountKeyOf } from '../accountKeyOf.ts'
import type { AccountData } from './createAccountData.ts'
import type { AccountDataDeps } from './createAccountDataSlot.ts'

/**
 * State drives the fetches: now and on every connection or network change the lists load for
 * the connected account; on disconnect (or an unsupported network) every list and the tab reset.
 */
export function watchAccountData(deps: AccountDataDeps, data: AccountData) {
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
