import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { bootFrame } from './bootFrame.ts'
import { FrameAppContext } from './state/FrameAppContext.tsx'
import { WalletConnectContext } from './state/WalletConnectContext.tsx'
import { createLazyViews } from './views/createLazyViews.ts'
import { prefetchWhenIdle } from './views/prefetchWhenIdle.ts'
import './theme/base.css'

const booted = bootFrame(window)
if (booted) {
  const root = document.getElementById('root')
  if (root) {
    const views = createLazyViews()
    createRoot(root).render(
      <FrameAppContext.Provider value={booted.app}>
        <WalletConnectContext.Provider value={booted.walletConnect}>
          <App isMobile={booted.isMobile} views={views} />
        </WalletConnectContext.Provider>
      </FrameAppContext.Provider>,
    )
    prefetchWhenIdle(window, views.prefetch, (error) =>
      console.error('[porthole] Could not prefetch views', error),
    )
  }
}
