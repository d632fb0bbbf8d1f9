import { useRef } from 'react'
import { Button } from '../../../../../components/Button/Button.tsx'
import { Spinner } from '../../../../../components/Spinner/Spinner.tsx'
import { SURFACE_BLOCK } from '../../../../../components/Surface/surface.ts'
import { useInfiniteScroll } from '../../../../../components/useInfiniteScroll/useInfiniteScroll.ts'
import { useT } from '../../../../../i18n/I18nContext.tsx'

const noop = () => undefined

/**
 * The end of the Activity list: while a page is on its way, a loading row; when more pages
 * exist, an invisible marker that asks for the next one as soon as it comes into view; after a
 * failed page, a "Load more" button (no automatic retry loop); at the end, nothing.
 */
export function ActivityListEnd({
  loading,
  settled,
  hasMore,
  failed,
  onMore,
}: {
  /** The next page is on its way. */
  loading: boolean
  /** No fetch at all is on its way (a refresh of the first page keeps the rows shown). */
  settled: boolean
  hasMore: boolean
  failed: boolean
  onMore: () => void
}) {
  const t = useT()
  const sentinel = useRef<HTMLDivElement | null>(null)
  // A new observer each time the list settles reports at once whether the end is in view. The
  // list scrolls inside the scrolling card, so the end counts as seen only where both show it:
  // the marker overlaps the last row (CSS), so a last row half on screen asks for the next page.
  const watching = hasMore && settled && !failed
  useInfiniteScroll(null, sentinel, watching ? onMore : noop, [watching])
  if (loading)
    return (
      <div
        className={`${SURFACE_BLOCK} ph-account-list__loading`}
        role="status"
        data-testid="activity-loading"
      >
        <Spinner size="small" />
        {t('account.activity.loadingMore')}
      </div>
    )
  if (!hasMore) return null
  if (failed)
    return (
      <Button variant="secondary" onClick={onMore}>
        {t('account.activity.more')}
      </Button>
    )
  return <div ref={sentinel} className="ph-account-list__end" aria-hidden="true" />
}
