import { lazy, Suspense } from 'react'

const AllWalletsView = lazy(() =>
  import('./AllWalletsView.tsx').then((module) => ({ default: module.AllWalletsView })),
)

/** AllWallets in its own chunk: it is not part of the first paint (Connect). */
export function LazyAllWalletsView({ isMobile }: { isMobile: boolean }) {
  return (
    <Suspense fallback={<div className="ph-all-wallets-loading" aria-busy="true" />}>
      <AllWalletsView isMobile={isMobile} />
    </Suspense>
  )
}
