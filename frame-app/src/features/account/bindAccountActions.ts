import type { FrameCore } from '../../core/FrameCore.ts'
import type { AccountTab } from './AccountTab.ts'
import { selectAccountTab } from './actions/selectAccountTab.ts'
import { showAccount } from './actions/showAccount.ts'

/** Account's actions bound to one frame: show it, pick a tab. */
export function bindAccountActions(
  app: Pick<FrameCore, 'accountData' | 'connection' | 'viewStack'>,
) {
  return {
    selectAccountTab: (tab: AccountTab) => selectAccountTab(app, { tab }),
    showAccount: () => showAccount(app),
  }
}
