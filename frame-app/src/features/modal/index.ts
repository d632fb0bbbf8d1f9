/** The modal feature as other parts of the frame see it: import it only through this file. */

import { bindModalActions } from './bindModalActions.ts'

export type { ViewParams } from '../../core/viewStack/viewStackMachine.ts'
export {
  currentEntry,
  currentView,
  viewStackMachine,
} from '../../core/viewStack/viewStackMachine.ts'
export { createChunkLoader } from '../../core/views/createChunkLoader.ts'
export { createReadyChunk } from '../../core/views/createReadyChunk.ts'
export type { ViewRegistry } from '../../core/views/defineView.ts'
export { defineView } from '../../core/views/defineView.ts'
export { LazyView } from '../../core/views/LazyView.tsx'
export { closeModal } from './actions/closeModal.ts'
export { dismissModal } from './actions/dismissModal.ts'
export { hideModal } from './actions/hideModal.ts'
export { openModal } from './actions/openModal.ts'
export { openUrl } from './actions/openUrl.ts'
export { pushView } from './actions/pushView.ts'
export { prefetchOnIntent } from './prefetchOnIntent.ts'
export { usePreparedConnect } from './usePreparedConnect.ts'
export { prefetchViews } from './views/prefetchViews.ts'
export { prefetchWhenIdle } from './views/prefetchWhenIdle.ts'

/** The modal: open, close, push a view, prefetch. */
export const modalFeature = { actions: bindModalActions }
