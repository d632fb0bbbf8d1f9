import type { Translate } from '../../../../../i18n/createTranslator.ts'
import type { MessageKey } from '../../../../../i18n/en.ts'
import type { AccountTab } from '../../../AccountTab.ts'
import { PanelSkeleton } from './PanelSkeleton.tsx'

const words = {
  tokens: {
    loading: 'account.tokens.loading',
    unavailable: 'account.balanceUnavailable',
    empty: 'account.tokens.empty',
  },
  nfts: {
    loading: 'account.nfts.loading',
    unavailable: 'account.nfts.unavailable',
    empty: 'account.nfts.empty',
  },
  activity: {
    loading: 'account.activity.loading',
    unavailable: 'account.activity.unavailable',
    empty: 'account.activity.empty',
  },
} as const satisfies Record<AccountTab, Record<string, MessageKey>>

/** A tab's list machine as the panel reads it. */
export type ListSnapshot = {
  matches: (state: 'idle' | 'loading' | 'failed') => boolean
  context: { items: readonly unknown[] }
}

/**
 * What a tab shows in place of its list: the skeleton while its first page loads, that it is
 * unavailable (an alert) when it failed, that there is nothing yet when it is empty; null when
 * the list itself shows. `shown` replaces what the list says for a tab that adds rows of its
 * own (Activity's transfers sent from here).
 */
export function panelStatus(
  tab: AccountTab,
  list: ListSnapshot,
  t: Translate<MessageKey>,
  shown = { failed: list.matches('failed'), count: list.context.items.length },
) {
  const loading = list.matches('loading') || list.matches('idle')
  if (loading && shown.count === 0) return <PanelSkeleton label={t(words[tab].loading)} />
  if (shown.failed)
    return (
      <p className="ph-account-tabs__empty" role="alert">
        {t(words[tab].unavailable)}
      </p>
    )
  if (shown.count === 0) return <p className="ph-account-tabs__empty">{t(words[tab].empty)}</p>
  return null
}
