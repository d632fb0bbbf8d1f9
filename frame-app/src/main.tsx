import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { bootFrame } from './bootFrame.ts'
import { FrameAppContext } from './state/FrameAppContext.tsx'
import { WalletConnectContext } from './state/WalletConnectContext.tsx'
import './theme/base.css'

const booted = bootFrame(window)
if (booted) {
  const root = document.getElementById('root')
  if (root) {
    createRoot(root).render(
      <FrameAppContext.Provider value={booted.app}>
        <WalletConnectContext.Provider value={booted.walletConnect}>
          <App isMobile={booted.isMobile} />
        </WalletConnectContext.Provider>
      </FrameAppContext.Provider>,
    )
  }
}
