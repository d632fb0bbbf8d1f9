import type { RegistryWallet } from '../../../api/WalletPageSchema.ts'
import type { Connector } from '../../../connectors/Connector.ts'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { isConnected } from '../../connection/index.ts'
import { pushView } from '../../modal/index.ts'
import type { WalletConnect } from '../../walletConnect/index.ts'
import { pairWith } from '../../walletConnect/index.ts'
import type { WalletTile } from '../walletList/buildAllWalletsTiles.ts'
import type { WalletListItem } from '../walletList/buildWalletList.ts'
import { connectCompanion } from './connectCompanion.ts'

export type SelectWalletParams = {
  /** A row of Connect or a tile of AllWallets. */
  wallet: WalletListItem | WalletTile
  isMobile: boolean
  /** WalletConnect, when the frame offers it (a relay is configured). */
  walletConnect: WalletConnect | null
}

/**
 * A wallet picked in Connect or AllWallets. A wallet announced in the host page connects (or,
 * already connected, becomes current); on a phone a custom or registry wallet with a mobile
 * link opens with the pairing URI, inside the tap; a custom wallet otherwise opens its link; a
 * registry wallet (shown above the QR code) or the WalletConnect row pairs over WalletConnect;
 * a multi-chain wallet's row connects its other namespace too, once the first is connected;
 * Coinbase Wallet connects through its SDK's keys popup.
 */
export function selectWallet(
  app: FrameCore,
  { wallet, isMobile, walletConnect }: SelectWalletParams,
) {
  // A host-page wallet by its EIP-6963 uuid (a tile carries the announced wallet).
  if (wallet.kind === 'host') {
    const primaryId = 'wallet' in wallet ? wallet.wallet.uuid : wallet.id
    connectHostWallet(app, primaryId)
    if ('companionId' in wallet && wallet.companionId)
      connectCompanion(app, { primaryId, companionId: wallet.companionId })
    return
  }
  if (wallet.kind === 'registry' && 'hostWallet' in wallet && wallet.hostWallet)
    return connectHostWallet(app, wallet.hostWallet.uuid)
  if (wallet.kind === 'walletConnect') return pairWith(app, { wallet: null })
  // The SDK opens its keys popup inside this tap (its chunk loads within the activation).
  if (wallet.kind === 'coinbase') return connectConnector(app, app.coinbase)
  // A tile's image is resolved against the api (a row's wallet already is).
  const target: RegistryWallet =
    wallet.kind === 'registry' && !('group' in wallet)
      ? { ...wallet.wallet, imageUrl: wallet.imageUrl ?? null }
      : wallet.wallet
  const mobileLink = target.mobileLink ?? (wallet.kind === 'registry' ? target.universalLink : null)
  if (isMobile && walletConnect && mobileLink) return walletConnect.openWallet(target, mobileLink)
  if (wallet.kind === 'registry') return pairWith(app, { wallet: target })
  const url = target.webappLink ?? target.desktopLink ?? target.homepage
  if (url) app.callHost('OPEN_URL', { url, target: 'blank' }).catch(app.report)
}

function connectHostWallet(app: FrameCore, id: string) {
  const connector = app.hostConnectors.get(id)
  if (connector) connectConnector(app, connector)
}

/** Connect (or, already connected, make current) a connector that needs no pairing. */
function connectConnector(app: FrameCore, connector: Connector) {
  const { connection, viewStack } = app
  const { connections } = connection.getSnapshot().context
  if (isConnected(app) && connections.some((c) => c.connector.id === connector.id)) {
    connection.send({ type: 'SWITCH', connectorId: connector.id })
    return viewStack.send({ type: 'RESET', view: 'Account' })
  }
  connection.send({ type: 'CONNECT', connector })
  if (connection.getSnapshot().matches('connecting'))
    pushView(app, { view: 'ConnectingExternal', params: { name: connector.name } })
}
