import type { FrameCore } from '../../../app/FrameCore.ts'
import type { AccountTab } from '../accountTabMachine.ts'
import { accountKeyOf } from '../watchAccountData.ts'

/**
 * Show one of the Account view's tabs (SPEC §3 `currentTab`) and refresh its list, so a
 * transfer made since the last look shows (a failure still backs off for 30 s).
 */
export function selectAccountTab(app: FrameCore, { tab }: { tab: AccountTab }) {
  app.accountData.tab.send({ type: 'SELECT', tab })
  const key = accountKeyOf({
    connection: app.connection,
    accountData: app.accountData,
    networks: () => app.settings.getSnapshot().context.dapp?.networks ?? [],
  })
  if (key) app.accountData[tab].send({ type: 'LOAD', key })
}
