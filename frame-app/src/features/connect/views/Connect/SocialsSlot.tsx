import { useMemo } from 'react'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useDappSettings } from '../../../../core/settings/useDappSettings.ts'
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
        const [chunk, logins] = await Promise.all([
          import('../../../socialLogin/chunk.ts'),
          app.social.ensure(),
        ])
        const providers = chunk.socialLoginOrder(socials, await logins.supported())
        return (props: PanelProps) => <chunk.SocialsPanel providers={providers} {...props} />
      }),
    [app, socials],
  )
  return <LazyView loader={loader} props={{ onCancel }} />
}
