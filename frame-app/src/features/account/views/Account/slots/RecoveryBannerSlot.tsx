import { useMemo } from 'react'
import { useFrameApp } from '../../../../../core/FrameAppContext.tsx'
import { createChunkLoader, LazyView } from '../../../../modal/index.ts'

/**
 * Account's banner for an embedded wallet without a recovery method, from the email login's
 * lazy chunk (the status read from the vault as Account opens); `onSetUp` opens the panel.
 */
export function RecoveryBannerSlot({ onSetUp }: { onSetUp: () => void }) {
  const app = useFrameApp()
  const loader = useMemo(
    () =>
      createChunkLoader(async () => {
        const login = await app.embedded.ensure()
        const [module] = await Promise.all([
          import('../../../../embeddedLogin/chunk.ts'),
          login.loadRecovery(),
        ])
        return () => <module.RecoveryBanner login={login} onSetUp={onSetUp} />
      }),
    [app, onSetUp],
  )
  return <LazyView loader={loader} props={{}} />
}
