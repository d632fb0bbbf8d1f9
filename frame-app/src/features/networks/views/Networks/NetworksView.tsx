import { useSelector } from '@xstate/react'
import { useFrameApp } from '../../../../app/FrameAppContext.tsx'
import { NetworkList } from '../../../../components/NetworkList/NetworkList.tsx'

/**
 * The configured networks; the current one is marked; picking one switches to it, then goes
 * back to Account or closes the modal (`chooseNetwork`).
 */
export function NetworksView() {
  const app = useFrameApp()
  const networks = useSelector(app.settings, (s) => s.context.dapp?.networks ?? [])
  const currentId = useSelector(app.connection, (s) => s.context.caipNetworkId)
  return (
    <NetworkList networks={networks} currentId={currentId} onSwitch={app.actions.chooseNetwork} />
  )
}
