import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'
import { namesSupported } from '../namesSupported.ts'

/** Registering an account name, and its success, each in a chunk of its own. */
export function createNamesViews(): FeatureViews<
  'RegisterAccountName' | 'RegisterAccountNameSuccess'
> {
  return {
    RegisterAccountName: defineView({
      title: () => ({ key: 'names.title', en: 'Choose name' }),
      access: 'public',
      // The name service is the Data API's, and its names are EVM names (SPEC §5).
      enabled: ({ apiConfigured }) => apiConfigured,
      needsConnection: { fallback: 'Connect' },
      onNetwork: namesSupported,
      component: createChunkLoader(() =>
        import('./RegisterAccountName/RegisterAccountNameView.tsx').then(
          (m) => m.RegisterAccountNameView,
        ),
      ),
    }),
    RegisterAccountNameSuccess: defineView({
      title: () => ({ key: 'names.successTitle', en: 'Name registered' }),
      access: 'internal',
      needsConnection: { fallback: 'Connect' },
      component: createChunkLoader(() =>
        import('./RegisterAccountNameSuccess/RegisterAccountNameSuccessView.tsx').then(
          (m) => m.RegisterAccountNameSuccessView,
        ),
      ),
    }),
  }
}
