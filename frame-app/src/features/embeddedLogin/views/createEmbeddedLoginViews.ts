import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/** UpdateDeviceKey, in a chunk of its own. */
export function createEmbeddedLoginViews(): FeatureViews<'UpdateDeviceKey'> {
  return {
    UpdateDeviceKey: defineView({
      title: () => ({ key: 'deviceKey.title', en: 'Update this device’s key' }),
      access: 'internal',
      needsConnection: { fallback: 'Connect' },
      component: createChunkLoader(() =>
        import('./DeviceKey/UpdateDeviceKeyView.tsx').then((m) => m.UpdateDeviceKeyView),
      ),
    }),
  }
}
