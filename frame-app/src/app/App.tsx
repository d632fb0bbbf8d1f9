import { useSelector } from '@xstate/react'
import { Header } from '../components/Header/Header.tsx'
import { LiveRegion } from '../components/LiveRegion/LiveRegion.tsx'
import { Modal } from '../components/Modal/Modal.tsx'
import { ViewTransition } from '../components/ViewTransition/ViewTransition.tsx'
import { currentEntry } from '../features/modal/index.ts'
import { useT } from '../i18n/I18nContext.tsx'
import { buildThemeStyle } from '../theme/buildThemeStyle.ts'
import { useFrameApp } from './FrameAppContext.tsx'
import { useAnnouncement } from './useAnnouncement.ts'

const TITLE_ID = 'ph-modal-title'

/** State → view through the view registry; views after Connect load lazily. */
export function App({ isMobile }: { isMobile: boolean }) {
  const app = useFrameApp()
  const t = useT()
  const open = useSelector(app.viewStack, (s) => s.matches('open'))
  const { view, params } = useSelector(app.viewStack, (s) => currentEntry(s.context))
  const depth = useSelector(app.viewStack, (s) => s.context.history.length)
  const direction = useSelector(app.viewStack, (s) => s.context.direction)
  const themeMode = useSelector(app.settings, (s) => s.context.themeMode)
  const themeVariables = useSelector(app.settings, (s) => s.context.themeVariables)
  const definition = app.views[view] ?? app.views.Connect
  const title = definition?.title(params) ?? { key: 'connect.title' }
  const announcement = useAnnouncement()
  const live = <LiveRegion message={announcement} />

  return (
    <div
      className="ph-root"
      data-theme={themeMode}
      style={buildThemeStyle(themeMode, themeVariables)}
    >
      {open ? (
        <Modal
          labelledBy={TITLE_ID}
          live={live}
          viewKey={`${depth}:${view}`}
          direction={direction}
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
            {definition?.render(params, isMobile)}
          </ViewTransition>
        </Modal>
      ) : (
        live
      )}
    </div>
  )
}
