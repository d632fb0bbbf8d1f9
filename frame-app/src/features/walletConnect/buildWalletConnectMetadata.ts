import type { Metadata } from '@porthole/shared-protocol'

export type WalletConnectMetadata = {
  name: string
  description: string
  url: string
  icons: string[]
}

/**
 * What the wallet shows for this dapp (SECURITY #12). WalletConnect's library replaces a
 * `metadata.url` that differs from the page it runs in (the frame) with the frame's URL, so the
 * verified host origin (the origin of the handshake or `ancestorOrigins`) goes into the name
 * the wallet displays: the host's own name and icons are cosmetic and cannot pass for another
 * site. `url` is the frame's own origin, which is what the wallet would get anyway.
 *
 * @example
 * buildWalletConnectMetadata({ name: 'Shop' }, 'https://shop.example', 'https://frame.porthole.dev')
 * // { name: 'Shop (https://shop.example)', url: 'https://frame.porthole.dev', ... }
 */
export function buildWalletConnectMetadata(
  metadata: Metadata | undefined,
  hostOrigin: string,
  frameOrigin: string,
): WalletConnectMetadata {
  const name = metadata?.name?.trim().slice(0, 64) || 'Porthole'
  return {
    name: `${name} (${hostOrigin})`,
    description: metadata?.description?.slice(0, 256) || `A dapp on ${hostOrigin}`,
    url: frameOrigin,
    icons: metadata?.icons ?? [],
  }
}
