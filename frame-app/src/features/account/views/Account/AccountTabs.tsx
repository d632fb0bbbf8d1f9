import { type KeyboardEvent, useId, useRef } from 'react'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useT } from '../../../../i18n/I18nContext.tsx'
import { ACCOUNT_TABS, type AccountTab } from '../../AccountTab.ts'
import { useAccountTab } from '../../hooks/useAccountTab.ts'
import { ActivityPanel } from './panels/ActivityPanel.tsx'
import './AccountTabs.css'
import { SURFACE_BLOCK } from '../../../../components/Surface/surface.ts'
import { NftsPanel } from './panels/NftsPanel.tsx'
import { TokensPanel } from './panels/TokensPanel.tsx'

/**
 * Tokens, NFTs and Activity as ARIA tabs: one tab stop, arrows / Home / End move and select
 * (automatic activation), the selected panel follows SPEC §3 `currentTab`.
 */
export function AccountTabs({ explorerUrl }: { explorerUrl: string | undefined }) {
  const app = useFrameApp()
  const t = useT()
  const id = useId()
  const current = useAccountTab()
  const refs = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({})
  const select = (tab: AccountTab) => {
    app.actions.selectAccountTab(tab)
    refs.current[tab]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const index = ACCOUNT_TABS.indexOf(current)
    const last = ACCOUNT_TABS.length - 1
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    select(ACCOUNT_TABS[target]!)
  }
  return (
    <div className="ph-account-tabs">
      <div
        role="tablist"
        aria-label={t('account.tabs.label')}
        className={`${SURFACE_BLOCK} ph-account-tabs__list`}
        onKeyDown={onKeyDown}
      >
        {ACCOUNT_TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-controls={`${id}-${tab}-panel`}
            aria-selected={tab === current}
            tabIndex={tab === current ? 0 : -1}
            className="ph-account-tabs__tab"
            onClick={() => select(tab)}
          >
            {t(`account.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${current}-panel`}
        aria-labelledby={`${id}-${current}-tab`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel that scrolls rows without controls (Activity) is a Tab stop, so the keyboard scrolls it (WAI-ARIA tabs pattern; axe scrollable-region-focusable)
        tabIndex={0}
        className="ph-account-tabs__panel"
      >
        {current === 'tokens' ? <TokensPanel /> : null}
        {current === 'nfts' ? <NftsPanel /> : null}
        {current === 'activity' ? <ActivityPanel explorerUrl={explorerUrl} /> : null}
      </div>
    </div>
  )
}
