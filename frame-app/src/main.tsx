import { installZodMessages } from '@porthole/shared-protocol'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { bootFrame } from './app/bootFrame.ts'
import { FrameAppContext } from './core/FrameAppContext.tsx'
import { prefetchOnIntent, prefetchViews, prefetchWhenIdle } from './features/modal/index.ts'
import { WalletConnectContext } from './features/walletConnect/index.ts'
import './theme/base.css'

// Boot steps as performance marks (porthole:*), read by `npm run bench` (e2e/bench/README.md).
performance.mark('porthole:script')
// A host's bad call is refused with what each field expected (the host reads the message).
installZodMessages()
const booted = bootFrame(window)
if (booted) {
  const root = document.getElementById('root')
  if (root) {
    createRoot(root).render(
      <FrameAppContext.Provider value={booted.app}>
        <WalletConnectContext.Provider value={booted.walletConnect}>
          <App isMobile={booted.isMobile} languages={navigator.languages} />
        </WalletConnectContext.Provider>
      </FrameAppContext.Provider>,
    )
    // Until the visitor opens the modal (or a restored session will show Account), the
    // frame fetches only what painting Connect needs.
    prefetchOnIntent(booted.app, (views) =>
      prefetchWhenIdle(
        window,
        () => prefetchViews(views),
        (error) => console.error('[porthole] Could not prefetch views', error),
      ),
    )
  }
}
