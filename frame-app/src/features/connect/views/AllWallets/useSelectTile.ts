import { useCallback } from 'react'
import type { FrameApp } from '../../../../app/createFrameApp.ts'
import type { WalletConnect } from '../../../walletConnect/createWalletConnect.ts'
import type { WalletTile } from '../../buildAllWalletsTiles.ts'

/**
 * What a tile does: a wallet announced in the host page (same rdns) connects as in Connect; a
 * custom wallet opens its link; any other wallet goes to WalletConnect with that wallet: on
 * mobile its link is opened with the pairing URI, inside the tap; elsewhere the QR view.
 */
export function useSelectTile(
  app: FrameApp,
  walletConnect: WalletConnect | null,
  isMobile: boolean,
) {
  return useCallback(
    (tile: WalletTile) => {
      const host =
        tile.kind === 'host' ? tile.wallet : tile.kind === 'registry' ? tile.hostWallet : undefined
      if (host) {
        app.actions.selectWallet({
          kind: 'host',
          id: host.uuid,
          name: host.name,
          imageUrl: host.icon,
          rdns: host.rdns,
          recent: false,
        })
        return
      }
      if (tile.kind === 'custom') {
        app.actions.selectWallet(tile)
        return
      }
      if (tile.kind !== 'registry') return
      // The view above the QR code shows the tile's image, resolved against the api.
      const wallet = { ...tile.wallet, imageUrl: tile.imageUrl ?? null }
      const link = tile.wallet.mobileLink ?? tile.wallet.universalLink
      if (walletConnect && isMobile && link) {
        walletConnect.openWallet(wallet, link)
        return
      }
      app.actions.pairWith(wallet)
    },
    [app, walletConnect, isMobile],
  )
}
