import { NetworkList } from '../../../../components/NetworkList/NetworkList.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useNetworks } from '../../hooks/useNetworks.ts'

/**
 * The configured networks; the current one is marked; picking one switches to it
 * (`chooseNetwork`: SwitchNetwork while the wallet asks, then back to Account or closed; a
 * network that cannot be chosen says why under the list).
 */
export function NetworksView() {
  const app = useFrameApp()
  const { networks, currentId } = useNetworks()
  return (
    <NetworkList networks={networks} currentId={currentId} onSwitch={app.actions.chooseNetwork} />
  )
}
