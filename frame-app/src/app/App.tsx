import type { ViewName } from '@porthole/shared-protocol'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { Header } from '../components/Header/Header.tsx'
import { LiveRegion } from '../components/LiveRegion/LiveRegion.tsx'
import { Modal } from '../components/Modal/Modal.tsx'
import { ViewTransition } from '../components/ViewTransition/ViewTransition.tsx'
import { ConnectView } from '../features/connect/views/Connect/ConnectView.tsx'
import { describeStatus } from '../features/connection/describeStatus.ts'
import { currentView } from '../features/modal/viewStackMachine.ts'
import type { LazyViews } from '../features/modal/views/createLazyViews.ts'
import { LazyView } from '../features/modal/views/LazyView.tsx'
import { viewTitle } from '../features/modal/viewTitle.ts'
import { useT } from '../i18n/I18nContext.tsx'
import { buildThemeStyle } from '../theme/buildThemeStyle.ts'
import { useFrameApp } from './FrameAppContext.tsx'

const TITLE_ID = 'ph-modal-title'

function renderView(view: ViewName, isMobile: boolean, views: LazyViews): ReactNode {
  switch (view) {
    case 'AllWallets':
      return <LazyView loader={views.allWallets} props={{ isMobile }} />
    case 'Account':
    case 'Networks':
    case 'ConnectingExternal':
    case 'UnsupportedChain':
    case 'ConnectingWalletConnectBasic':
    case 'ConnectingSiwe':
    case 'SIWXSignMessage':
      return <LazyView loader={views.deferred} props={{ view }} />
    default:
      return <ConnectView isMobile={isMobile} />
  }
}

/** State → view. No logic beyond choosing what to render; views after Connect load lazily. */
export function App({ isMobile, views }: { isMobile: boolean; views: LazyViews }) {
  const app = useFrameApp()
  const t = useT()
  const open = useSelector(app.viewStack, (s) => s.matches('open'))
  const view = useSelector(app.viewStack, (s) => currentView(s.context))
  const depth = useSelector(app.viewStack, (s) => s.context.history.length)
  const direction = useSelector(app.viewStack, (s) => s.context.direction)
  const themeMode = useSelector(app.settings, (s) => s.context.themeMode)
  const themeVariables = useSelector(app.settings, (s) => s.context.themeVariables)
  const connectionState = useSelector(app.connection, (s) => String(s.value))
  const connection = useSelector(app.connection, (s) => s.context)
  const title = viewTitle(view, (connection.pending ?? connection.current?.connector)?.name)
  const status = describeStatus(connectionState, connection)

  return (
    <div
      className="ph-root"
      data-theme={themeMode}
      style={buildThemeStyle(themeMode, themeVariables)}
    >
      <LiveRegion message={status ? t(status.key, status.params) : ''} />
      {open ? (
        <Modal
          labelledBy={TITLE_ID}
          viewKey={`${depth}:${view}`}
          onDismiss={app.actions.dismiss}
          header={
            <Header
              titleId={TITLE_ID}
              title={t(title.key, title.params)}
              canGoBack={depth > 1}
              onBack={app.actions.back}
              onClose={app.actions.dismiss}
            />
          }
        >
          <ViewTransition viewKey={`${depth}:${view}`} direction={direction}>
            {renderView(view, isMobile, views)}
          </ViewTransition>
        </Modal>
      ) : null}
    </div>
  )
}
