import { type KeyboardEvent, useMemo, useRef, useState } from 'react'
import type { DataApi } from '../../../../api/createDataApi.ts'
import { Button } from '../../../../components/Button/Button.tsx'
import { focusOnMount } from '../../../../components/focusOnMount/focusOnMount.ts'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { LiveRegion } from '../../../../components/LiveRegion/LiveRegion.tsx'
import { useInfiniteScroll } from '../../../../components/useInfiniteScroll/useInfiniteScroll.ts'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useDappSettings } from '../../../../core/settings/useDappSettings.ts'
import { useT } from '../../../../i18n/I18nContext.tsx'
import {
  isWalletConnectEnabled,
  usePairingBuffering,
  useWalletConnect,
} from '../../../walletConnect/index.ts'
import { useAllWallets } from '../../hooks/useAllWallets.ts'
import {
  buildAllWalletsTiles,
  tileBadge,
  type WalletTile,
} from '../../walletList/buildAllWalletsTiles.ts'
import { moveGridFocus } from './moveGridFocus.ts'
import { useResultAnnouncement } from './useResultAnnouncement.ts'
import { SkeletonTile, WalletTileButton } from './WalletTileButton.tsx'
import './AllWalletsView.css'

const COLUMNS = 4
/** The wallet registry: search, recent, custom and featured wallets, pages of 40 on scroll. */
export function AllWalletsView({ isMobile }: { isMobile: boolean }) {
  const app = useFrameApp()
  const t = useT()
  const { dapp, hostWallets } = useDappSettings()
  const api: DataApi | null = app.api
  const { state, more, search, loadMore, retry } = useAllWallets()
  const { context } = state
  const [query, setQuery] = useState('')
  const [focusIndex, setFocusIndex] = useState(0)
  const scrollRef = useRef<HTMLDivElement>(null)
  const sentinelRef = useRef<HTMLDivElement>(null)
  const gridRef = useRef<HTMLUListElement>(null)
  const recentIds = useMemo(() => app.recentWallets.list(), [app.recentWallets])
  const wc = useWalletConnect()
  const { walletConnect } = wc
  // A phone opens these wallets by link: busy until the pairing URI is ready (as in Connect).
  const linkPending = usePairingBuffering(wc) && isMobile
  const select = (tile: WalletTile) =>
    app.actions.selectWallet({ wallet: tile, isMobile, walletConnect })
  // Phones have no QR row in Connect: a wallet not listed pairs from here (QR code or link).
  const offerQr = isMobile && isWalletConnectEnabled(dapp, wc.configured)

  const tiles = useMemo(
    () =>
      buildAllWalletsTiles({
        registry: context.wallets,
        hostWallets,
        customWallets: dapp?.customWallets,
        excludeWalletIds: dapp?.excludeWalletIds,
        featuredWalletIds: dapp?.featuredWalletIds,
        recentIds,
        search: context.search,
        imageUrl: (path) => (api ? api.walletImageUrl(path) : path),
      }),
    [context.wallets, context.search, hostWallets, dapp, recentIds, api],
  )

  useInfiniteScroll(scrollRef, sentinelRef, loadMore, [tiles.length, state.value])

  // Roving tabindex: the grid is one Tab stop, the last focused tile (kept inside the list).
  const current = Math.min(focusIndex, Math.max(tiles.length - 1, 0))
  const onGridKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = moveGridFocus(event.key, current, tiles.length, COLUMNS)
    if (next === null) return
    event.preventDefault()
    const buttons = gridRef.current?.querySelectorAll<HTMLButtonElement>('[data-wallet-tile]')
    buttons?.[next]?.focus()
  }

  const loading = state.matches('loading') || state.matches('debouncing')
  const failed = state.matches('error')
  const showEmpty = !loading && !failed && tiles.length === 0
  const announcement = useResultAnnouncement(
    context.search,
    loading ? null : more ? Math.max(context.count, tiles.length) : tiles.length,
  )

  return (
    <div className="ph-all-wallets">
      <div className="ph-all-wallets__bar">
        <label className="ph-search">
          <SearchIcon />
          <input
            type="search"
            // On phones focusing would pop the keyboard over the grid.
            ref={isMobile ? undefined : focusOnMount}
            aria-label={t('allWallets.search')}
            placeholder={t('allWallets.search')}
            value={query}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value)
              search(event.target.value)
            }}
            onKeyDown={(event) => {
              // The first Escape clears the search; the next one reaches the dialog and closes.
              if (event.key !== 'Escape' || query === '') return
              event.preventDefault()
              event.stopPropagation()
              setQuery('')
              search('')
            }}
          />
        </label>
        {offerQr ? (
          <button
            type="button"
            className="ph-all-wallets__qr"
            aria-label={t('allWallets.qr')}
            title={t('allWallets.qr')}
            onClick={() =>
              app.actions.selectWallet({
                wallet: { kind: 'walletConnect', id: 'walletConnect', name: 'WalletConnect' },
                isMobile,
                walletConnect,
              })
            }
          >
            <Icon name="qr" />
          </button>
        ) : null}
      </div>
      <LiveRegion message={announcement} />
      <div
        ref={scrollRef}
        className="ph-all-wallets__scroll"
        aria-busy={loading || linkPending || undefined}
      >
        {tiles.length > 0 && !loading ? (
          <ul ref={gridRef} className="ph-all-wallets__grid" onKeyDown={onGridKeyDown}>
            {tiles.map((tile, index) => {
              const badge = tileBadge(tile, recentIds)
              return (
                <li key={`${tile.kind}:${tile.id}`}>
                  <WalletTileButton
                    name={tile.name}
                    imageUrl={tile.imageUrl}
                    badge={
                      badge
                        ? t(badge === 'recent' ? 'connect.recent' : 'connect.installed')
                        : undefined
                    }
                    badgeTone={badge === 'installed' ? 'success' : 'accent'}
                    tabIndex={index === current ? 0 : -1}
                    onClick={() => select(tile)}
                    onFocus={() => setFocusIndex(index)}
                  />
                </li>
              )
            })}
            {state.matches('loadingMore') ? <Skeletons count={COLUMNS} /> : null}
          </ul>
        ) : null}
        {loading ? (
          <ul className="ph-all-wallets__grid" aria-hidden="true">
            <Skeletons count={COLUMNS * 4} />
          </ul>
        ) : null}
        {showEmpty ? (
          <p className="ph-all-wallets__empty" role="status">
            <Icon name="wallet" size={24} />
            {t(api ? 'allWallets.empty' : 'allWallets.unavailable')}
          </p>
        ) : null}
        {failed ? (
          <div className="ph-load-error" role="alert">
            <p>{t('allWallets.error')}</p>
            <Button variant="secondary" onClick={retry}>
              {t('allWallets.retry')}
            </Button>
          </div>
        ) : null}
        {more && !failed ? <div ref={sentinelRef} className="ph-all-wallets__sentinel" /> : null}
      </div>
    </div>
  )
}

function Skeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={index} className="ph-all-wallets__skeleton">
      <SkeletonTile />
    </li>
  ))
}

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M13.2 13.2L17 17" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  )
}
