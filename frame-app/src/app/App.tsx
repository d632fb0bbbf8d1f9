import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { Header } from '../components/Header/Header.tsx'
import { LiveRegion } from '../components/LiveRegion/LiveRegion.tsx'
import { Modal } from '../components/Modal/Modal.tsx'
import { ViewTransition } from '../components/ViewTransition/ViewTransition.tsx'
import { useFrameApp } from '../core/FrameAppContext.tsx'
import { currentEntry, usePreparedConnect } from '../features/modal/index.ts'
import { RefusedCallSlot } from '../features/rpc/index.ts'
import { I18nContext } from '../i18n/I18nContext.tsx'
import { translateTitle } from '../i18n/translateTitle.ts'
import { useLocale } from '../i18n/useLocale/useLocale.ts'
import { buildThemeStyle } from '../theme/buildThemeStyle.ts'
import { safeAreaStyle } from '../theme/safeAreaStyle.ts'
import { useAccentContrastWarning } from '../theme/useAccentContrastWarning.ts'
import { SentSnackbarSlot } from './announce/SentSnackbarSlot.tsx'
import { useAnnouncement } from './announce/useAnnouncement.ts'
import { useHostAnnouncement } from './announce/useHostAnnouncement.ts'

const TITLE_ID = 'ph-modal-title'

/**
 * State → view through the view registry; views after Connect load lazily. The language is
 * the host's `locale`, else the browser's (`languages`), right to left for Arabic.
 */
export function App({ isMobile, languages }: { isMobile: boolean; languages: readonly string[] }) {
  const app = useFrameApp()
  const hostLocale = useSelector(app.settings, (s) => s.context.locale)
  const i18n = useLocale(hostLocale, languages)
  useEffect(() => {
    document.documentElement.lang = i18n.locale
  }, [i18n.locale])
  const open = useSelector(app.viewStack, (s) => s.matches('open'))
  const entry = useSelector(app.viewStack, (s) => currentEntry(s.context))
  const history = useSelector(app.viewStack, (s) => s.context.history.length)
  // Closed with no wallet connected: Connect is on the page ahead, hidden by the host, so that
  // open() only has to show it (usePreparedConnect).
  const prepared = usePreparedConnect(app, open)
  const { view, params } = prepared ? { view: 'Connect' as const, params: {} } : entry
  const depth = prepared ? 1 : history
  const direction = useSelector(app.viewStack, (s) => s.context.direction)
  const themeMode = useSelector(app.settings, (s) => s.context.themeMode)
  const themeVariables = useSelector(app.settings, (s) => s.context.themeVariables)
  const safeArea = useSelector(app.settings, (s) => s.context.safeArea)
  const rootRef = useRef<HTMLDivElement>(null)
  useAccentContrastWarning(rootRef, themeMode, themeVariables.accent, app.actions.warnHost)
  const definition = app.views[view] ?? app.views.Connect
  const title = definition.title(params)
  const announcement = useAnnouncement()
  useHostAnnouncement(app, open, announcement)
  const live = <LiveRegion message={announcement} />

  return (
    <I18nContext.Provider value={i18n}>
      <div
        ref={rootRef}
        className="ph-root"
        data-theme={themeMode}
        data-prepared={prepared ? '' : undefined}
        lang={i18n.locale}
        dir={i18n.dir}
        style={{
          ...buildThemeStyle(themeMode, themeVariables, { fontLoads: !prepared }),
          ...safeAreaStyle(safeArea),
        }}
      >
        {open || prepared ? (
          <Modal
            prepared={prepared}
            labelledBy={TITLE_ID}
            lang={i18n.locale}
            dir={i18n.dir}
            live={live}
            viewKey={`${depth}:${view}`}
            direction={direction}
            onDismiss={app.actions.dismiss}
            header={
              <Header
                titleId={TITLE_ID}
                title={translateTitle(i18n, title)}
                canGoBack={depth > 1}
                onBack={app.actions.back}
                onClose={app.actions.dismiss}
              />
            }
          >
            <SentSnackbarSlot />
            <RefusedCallSlot />
            <ViewTransition viewKey={`${depth}:${view}`} direction={direction}>
              {definition.render(params, isMobile)}
            </ViewTransition>
          </Modal>
        ) : (
          live
        )}
      </div>
    </I18nContext.Provider>
  )
}
