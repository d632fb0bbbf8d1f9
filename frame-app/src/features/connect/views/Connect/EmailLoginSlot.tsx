import { useMemo } from 'react'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { createChunkLoader, LazyView } from '../../../modal/index.ts'

type PanelProps = { onCancel: () => void }

/**
 * Connect's email login, from its lazy chunk: the panel and the embedded login (which nests
 * the vault) load when "Continue with email" is picked, never in the first paint.
 */
export function EmailLoginSlot({ onCancel }: PanelProps) {
  const app = useFrameApp()
  const loader = useMemo(
    () =>
      createChunkLoader(async () => {
        const [module, login] = await Promise.all([
          import('../../../embeddedLogin/chunk.ts'),
          app.embedded.ensure(),
        ])
        return (props: PanelProps) => <module.EmailLoginPanel login={login} {...props} />
      }),
    [app],
  )
  // SPEC §8: a login whose code or vault cannot load says so, with Try again.
  return <LazyView loader={loader} props={{ onCancel }} failedMessage="connect.emailLoadFailed" />
}
