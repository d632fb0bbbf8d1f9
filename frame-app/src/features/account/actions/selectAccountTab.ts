import type { FrameCore } from '../../../core/FrameCore.ts'
import type { AccountTab } from '../AccountTab.ts'
import { accountKeyOf } from '../accountKeyOf.ts'

/**
 * Show one of the Account view's tabs (SPEC §3 `currentTab`) and refresh its list, so a
 * transfer made since the last look shows (a failure still backs off for 30 s).
 */
export function selectAccountTab(
  app: Pick<FrameCore, 'accountData' | 'connection'>,
  { tab }: { tab: AccountTab },
) {
  const data = app.accountData.current()
  if (!data) return
  data.tab.send({ type: 'SELECT', tab })
  const key = accountKeyOf(app.connection, app.accountData.deps.networks())
  if (key) data[tab].send({ type: 'LOAD', key })
}
