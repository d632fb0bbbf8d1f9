import type { HistoryItem } from '@porthole/shared-protocol/dataApi'
import { useId } from 'react'
import { Icon } from '../../../../../components/Icon/Icon.tsx'
import { SURFACE_BLOCK } from '../../../../../components/Surface/surface.ts'
import { TokenIcon } from '../../../../../components/TokenIcon/TokenIcon.tsx'
import { useFrameApp } from '../../../../../core/FrameAppContext.tsx'
import { useI18n, useT } from '../../../../../i18n/I18nContext.tsx'
import { explorerLink } from '../../../../networks/chunk.ts'
import { formatQuantity } from '../../../format/formatQuantity.ts'
import { formatRelativeTime } from '../../../format/formatRelativeTime.ts'
import { groupByDay } from '../../../format/groupByDay.ts'
import { useAccountList } from '../../../hooks/useAccountList.ts'
import { useSentActivity } from '../../../hooks/useSentActivity.ts'
import { ActivityListEnd } from './ActivityListEnd.tsx'
import { panelStatus } from './panelStatus.tsx'

const DIRECTION = {
  in: 'account.activity.received',
  out: 'account.activity.sent',
  self: 'account.activity.self',
} as const
const STATUS = {
  confirmed: 'account.activity.confirmed',
  failed: 'account.activity.failed',
  pending: 'account.activity.pending',
} as const

/**
 * The account's transactions on the active network, newest first and grouped by day (Today,
 * Yesterday, then dates): direction, token, amount, status (a Bitcoin transaction's
 * confirmations once mined), relative time and an explorer link when the network has one (a
 * local regtest has none). The next page on the history cursor loads when the list's end
 * comes into view. Transfers sent from this frame show from the moment they are sent (pending,
 * then confirmed or failed) until the Data API lists them.
 */
export function ActivityPanel({ explorerUrl }: { explorerUrl: string | undefined }) {
  const app = useFrameApp()
  const t = useT()
  const { locale } = useI18n()
  const { state, loadMore } = useAccountList('activity')
  const { next, error } = state.context
  const sent = useSentActivity(state.context.key)
  // Transfers sent from here that the Data API does not list (yet) come first.
  const listed = new Set(state.context.items.map((item) => item.id.toLowerCase()))
  const items = [...sent.filter((i) => !listed.has(i.id.toLowerCase())), ...state.context.items]
  const id = useId()
  // What this frame sent still shows when the Data API's list failed.
  const failed = state.matches('failed') && sent.length === 0
  const status = panelStatus('activity', state, t, { failed, count: items.length })
  if (status) return status
  const now = Date.now()
  const fewSeconds = { past: t('time.fewSecondsAgo'), future: t('time.inFewSeconds') }
  // A confirmed Bitcoin transaction counts its confirmations; the mempool's is Pending.
  const statusOf = ({ metadata }: HistoryItem) =>
    metadata.status === 'confirmed' && metadata.confirmations
      ? t('account.activity.confirmations', { count: metadata.confirmations })
      : t(STATUS[metadata.status])
  const row = (item: HistoryItem) => {
    // A swap (trade) is shown by what came in, titled with both tokens.
    const trade = item.metadata.operationType === 'trade'
    // An on-ramp purchase (the api marks it 'buy'): titled Bought, badged as the on-ramp.
    const bought = item.metadata.operationType === 'buy'
    const received = trade ? item.transfers.find((t) => t.direction === 'in') : undefined
    const paid = trade ? item.transfers.find((t) => t.direction === 'out') : undefined
    const transfer = received ?? item.transfers[0]
    const token = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''
    const icon = transfer?.fungible_info?.icon.url ?? transfer?.nft_info?.content.preview.url ?? ''
    const direction =
      transfer?.direction ?? (item.metadata.operationType === 'receive' ? 'in' : 'out')
    const sign = direction === 'in' ? '+' : direction === 'out' ? '−' : ''
    // The title names the token; an NFT counts whole tokens, a fungible shows 3 decimals.
    const quantity = transfer?.nft_info
      ? transfer.quantity.numeric
      : formatQuantity(transfer?.quantity.numeric ?? '0', locale)
    const amount = transfer ? `${sign}${quantity}` : ''
    return (
      <li
        key={item.id}
        className={`${SURFACE_BLOCK} ph-account-list__row`}
        data-testid="activity-item"
      >
        <span className="ph-account-list__icon">
          <TokenIcon src={icon} name={token || item.metadata.operationType} />
          {bought ? (
            <span
              className="ph-account-list__badge"
              role="img"
              aria-label={t('account.activity.onramp')}
            >
              <Icon name="plus" size={10} />
            </span>
          ) : null}
        </span>
        <span className="ph-account-list__main">
          {/* The amount shares the title's line, so the status line keeps the whole width. */}
          <span className="ph-account-list__line">
            <span className="ph-account-list__title">
              {bought
                ? t('account.activity.bought', { token })
                : received && paid
                  ? t('account.activity.swapped', {
                      from: paid.fungible_info?.symbol ?? '',
                      to: token,
                    })
                  : t(DIRECTION[direction], { token })}
            </span>
            <span className={`ph-account-list__value ph-account-list__value--${direction}`}>
              {amount}
            </span>
          </span>
          <span className="ph-account-list__sub">
            {statusOf(item)} ·{' '}
            <time dateTime={item.metadata.minedAt}>
              {formatRelativeTime(Date.parse(item.metadata.minedAt), now, locale, fewSeconds)}
            </time>
          </span>
        </span>
        {explorerUrl ? (
          <button
            type="button"
            className="ph-account-list__link"
            aria-label={t('account.activity.explorer')}
            onClick={() =>
              app.actions.openUrl(explorerLink(explorerUrl, `tx/${item.metadata.hash}`))
            }
          >
            <Icon name="explorer" size={16} />
          </button>
        ) : null}
      </li>
    )
  }
  const groups = groupByDay(items, (item) => Date.parse(item.metadata.minedAt), now, locale)
  return (
    <>
      {groups.map((group) => (
        <section key={group.day} className="ph-account-list__group">
          <h3 className="ph-account-list__day" id={`${id}-${group.day}`}>
            {group.label}
          </h3>
          <ul className="ph-list ph-account-list" aria-labelledby={`${id}-${group.day}`}>
            {group.items.map(row)}
          </ul>
        </section>
      ))}
      <ActivityListEnd
        loading={state.matches('loadingMore')}
        settled={state.matches('ready')}
        hasMore={next !== null}
        failed={error !== null}
        onMore={loadMore}
      />
    </>
  )
}
