import type { CaipNetworkId } from '@porthole/shared-protocol'
import type { FrameCore } from '../../../app/FrameCore.ts'
import { hideModal } from '../../modal/index.ts'
import { switchNetwork } from './switchNetwork.ts'

/**
 * A network the user picked in Networks: switch to it, then do what AppKit does after a
 * switch: back to the view Networks was opened from (Account), or close the modal when
 * Networks was the first view (the host opened it). A failed switch stays on Networks; a
 * namespace with no connection goes on to Connect for it.
 */
export async function chooseNetwork(
  app: FrameCore,
  { caipNetworkId }: { caipNetworkId: CaipNetworkId },
) {
  // Another namespace with no connection open: Connect for it is shown instead.
  if ((await switchNetwork(app, { caipNetworkId })) === 'connect') return
  const snapshot = app.viewStack.getSnapshot()
  if (!snapshot.matches('open')) return
  const { history } = snapshot.context
  const at = history.findIndex((entry) => entry.view === 'Networks')
  if (at < 0) return
  if (at === 0) return hideModal(app)
  for (let views = history.length - at; views > 0; views--) app.viewStack.send({ type: 'BACK' })
}
