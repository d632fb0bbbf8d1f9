import { createChunkLoader } from './createChunkLoader.ts'

/**
 * The views outside the first paint (Connect), each chunk loaded on first use or when
 * `prefetch` runs, which the frame does right after its first render so that opening them
 * never waits on the network.
 */
export function createLazyViews() {
  const deferred = createChunkLoader(() =>
    import('./DeferredView.tsx').then((module) => module.DeferredView),
  )
  const allWallets = createChunkLoader(() =>
    import('../../connect/views/AllWallets/AllWalletsView.tsx').then(
      (module) => module.AllWalletsView,
    ),
  )
  return {
    deferred,
    allWallets,
    prefetch: () => Promise.all([deferred.prefetch(), allWallets.prefetch()]).then(() => undefined),
  }
}

export type LazyViews = ReturnType<typeof createLazyViews>
