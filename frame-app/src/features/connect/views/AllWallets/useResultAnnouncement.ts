import { useEffect, useState } from 'react'
import { useT } from '../../../../i18n/I18nContext.tsx'

/** How long the result count must stay the same before it is announced. */
export const ANNOUNCE_DELAY_MS = 600

/**
 * The sentence a screen reader hears about a search's results ("12 wallets found"), once the
 * count has settled for `ANNOUNCE_DELAY_MS`, so typing does not queue one announcement per key.
 * Empty while nothing is searched or the count is still loading (`null`).
 */
export function useResultAnnouncement(search: string, count: number | null): string {
  const t = useT()
  const [message, setMessage] = useState('')
  useEffect(() => {
    if (search === '' || count === null) {
      setMessage('')
      return
    }
    const text =
      count === 0
        ? t('allWallets.empty')
        : t(count === 1 ? 'allWallets.resultOne' : 'allWallets.results', { count: String(count) })
    const timer = setTimeout(() => setMessage(text), ANNOUNCE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [search, count, t])
  return message
}
