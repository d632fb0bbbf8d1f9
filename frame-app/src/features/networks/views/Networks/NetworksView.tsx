import { useFrameApp } from '../../../../app/FrameAppContext.tsx'
import { NetworkList } from '../../../../components/NetworkList/NetworkList.tsx'
import { useNetworks } from '../../hooks/useNetworks.ts'

/**
 * The configured networks; the current one is marked; picking one switches to it, then goes
 * back to Account or closes the modal (`chooseNetwork`).
 */
export function NetworksView() {
  const app = useFrameApp()
  const { networks, currentId } = useNetworks()
  return (
    <NetworkList networks={networks} currentId={currentId} onSwitch={app.actions.chooseNetwork} />
  )
}
