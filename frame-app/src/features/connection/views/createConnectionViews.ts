import * as z from 'zod/mini'
import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/** ConnectingExternal, in the chunk the frame prefetches after Connect (vite.config.ts). */
export function createConnectionViews(): FeatureViews<'ConnectingExternal'> {
  return {
    ConnectingExternal: defineView({
      params: z.object({ name: z.string() }),
      title: ({ name }) => ({ key: 'connecting.title', en: '{name}', params: { name } }),
      access: 'internal',
      component: createChunkLoader(() =>
        import('./ConnectingExternal/ConnectingExternalView.tsx').then(
          (m) => m.ConnectingExternalView,
        ),
      ),
    }),
  }
}
