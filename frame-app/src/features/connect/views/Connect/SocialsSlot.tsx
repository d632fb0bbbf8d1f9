import { useMemo } from 'react'
import { useFrameApp } from '../../../../app/FrameAppContext.tsx'
import { useDappSettings } from '../../../../app/hostState/useDappSettings.ts'
import { createChunkLoader, LazyView } from '../../../modal/index.ts'

type PanelProps = { onCancel: () => void }

/**
 * Connect's "Continue with socials": the list, the social logins and the vault they use load
 * when it is picked, never in the first paint; the api says which logins it has set up.
 */
export function SocialsSlot({ onCancel }: PanelProps) {
  const app = useFrameApp()
  const { dapp } = useDappSettings()
  const socials = dapp?.features?.socials
  const loader = useMemo(
    () =>
      createChunkLoader(async () => {
        const [panel, order, logins] = await Promise.all([
          // biome-ignore lint/style/noRestrictedImports: a lazy chunk is loaded by its own path
          import('../../../socialLogin/views/SocialsPanel/SocialsPanel.tsx'),
          // biome-ignore lint/style/noRestrictedImports: a lazy chunk is loaded by its own path
          import('../../../socialLogin/socialLoginOrder.ts'),
          app.social.ensure(),
        ])
        const providers = order.socialLoginOrder(socials, await logins.supported())
        return (props: PanelProps) => <panel.SocialsPanel providers={providers} {...props} />
      }),
    [app, socials],
  )
  return <LazyView loader={loader} props={{ onCancel }} />
}
