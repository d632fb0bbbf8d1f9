import { useMemo, useSyncExternalStore } from 'react'
import { STACK } from '../../../../components/Stack/stack.ts'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { createChunkLoader, LazyView } from '../../../modal/index.ts'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import { PasskeyOffer } from '../Recovery/PasskeyOffer.tsx'

/** The passkey offer, while a signature waits for this device's share to be updated. */
function UpdateDeviceKeyPanel({ login }: { login: EmbeddedLogin }) {
  const embeddedT = useEmbeddedT()
  const state = useSyncExternalStore(login.subscribe, login.getState)
  if (!state.outdated) return null
  return (
    <div className={`${STACK} ph-email`}>
      <PasskeyOffer login={login} label={embeddedT('deviceUse')} why={embeddedT('outdatedWhy')} />
    </div>
  )
}

/**
 * UpdateDeviceKey: the embedded wallet was recovered on another device, so the key share kept
 * here no longer signs. The vault's "Use passkey" updates it (CONNECT_DEVICE) and the
 * signature that was refused goes on; leaving the view refuses it (4001).
 */
export function UpdateDeviceKeyView() {
  const app = useFrameApp()
  const loader = useMemo(
    () =>
      createChunkLoader(async () => {
        const login = await app.embedded.ensure()
        return () => <UpdateDeviceKeyPanel login={login} />
      }),
    [app],
  )
  return <LazyView loader={loader} props={{}} />
}
