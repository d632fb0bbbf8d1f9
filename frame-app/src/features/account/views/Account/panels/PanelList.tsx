import type { ReactNode } from 'react'
import { useT } from '../../../../../i18n/I18nContext.tsx'
import { type ListSnapshot, panelStatus } from './panelStatus.tsx'

/**
 * The Tokens or NFTs tab: its rows in a list named after the tab once the tab's list has
 * loaded; until then (or when it failed or is empty) what `panelStatus` shows.
 * @example
 * <PanelList tab="nfts" list={state} className="ph-nft-grid">{rows}</PanelList>
 */
export function PanelList({
  tab,
  list,
  className,
  children,
}: {
  tab: 'tokens' | 'nfts'
  list: ListSnapshot
  className: string
  children: ReactNode
}) {
  const t = useT()
  const status = panelStatus(tab, list, t)
  if (status) return status
  return (
    <ul className={className} aria-label={t(`account.tabs.${tab}`)}>
      {children}
    </ul>
  )
}
