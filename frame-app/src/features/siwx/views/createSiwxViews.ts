import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/**
 * ConnectingSiwe (`siweConfig`) and SIWXSignMessage (`siwx`): one view in one chunk, under the
 * two names a host's configuration may use.
 */
export function createSiwxViews(): FeatureViews<'ConnectingSiwe' | 'SIWXSignMessage'> {
  const signIn = () =>
    defineView({
      title: () => ({ key: 'siwx.title', en: 'Sign in' }),
      access: 'internal',
      enabled: ({ dapp }) => dapp?.siwx !== undefined,
      needsConnection: { fallback: 'Connect' },
      component: createChunkLoader(() =>
        import('./SIWXSignMessage/SIWXSignMessageView.tsx').then((m) => m.SIWXSignMessageView),
      ),
    })
  return { ConnectingSiwe: signIn(), SIWXSignMessage: signIn() }
}
