import type { FrameCore } from '../../core/FrameCore.ts'
import type { ViewParams } from '../../core/viewStack/viewStackMachine.ts'
import type { ViewName } from '../../core/views/FrameViews.ts'
import { closeModal } from './actions/closeModal.ts'
import { goBack } from './actions/goBack.ts'
import { openModal, type WalletNamespace } from './actions/openModal.ts'
import { openUrl } from './actions/openUrl.ts'
import { pushView } from './actions/pushView.ts'

/** The modal's actions bound to one frame: open, close, push, back, open a URL. */
export function bindModalActions(app: FrameCore) {
  return {
    open: (view?: string, namespace?: WalletNamespace) => openModal(app, { view, namespace }),
    close: () => closeModal(app),
    push: (view: ViewName, params?: ViewParams) =>
      pushView(app, params ? { view, params } : { view }),
    back: () => goBack(app),
    openUrl: (url: string) => openUrl(app, { url }),
  }
}
