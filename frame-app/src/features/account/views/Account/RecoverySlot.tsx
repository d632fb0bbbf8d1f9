import { useMemo } from 'react'
import { useFrameApp } from '../../../../app/FrameAppContext.tsx'
import { createChunkLoader, LazyView } from '../../../modal/index.ts'

/**
 * Account's recovery panel for an embedded wallet, from the email login's lazy chunk: the
 * passkey's status, read from the vault as the panel opens, and the vault's button.
 */
export function RecoverySlot() {
  const app = useFrameApp()
  const loader = useMemo(
    () =>
      createChunkLoader(async () => {
        const [module, login] = await Promise.all([
          // biome-ignore lint/style/noRestrictedImports: a lazy chunk is loaded by its own path
          import('../../../embeddedLogin/views/Recovery/RecoveryPanel.tsx'),
          app.embedded.ensure(),
        ])
        await login.loadRecovery()
        return () => <module.RecoveryPanel login={login} />
      }),
    [app],
  )
  return <LazyView loader={loader} props={{}} />
}
