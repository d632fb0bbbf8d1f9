import type { Network } from '@porthole/shared-protocol'
import type { SendAsset } from '../SendAsset.ts'

/** The BTC a Bitcoin account can send: its confirmed and mempool satoshis, no price yet. */
export function bitcoinAsset(network: Network, sats: bigint): SendAsset {
  const { name, symbol, decimals } = network.nativeCurrency
  const whole = sats / 10n ** BigInt(decimals)
  const fraction = (sats % 10n ** BigInt(decimals)).toString().padStart(decimals, '0')
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: `${whole}.${fraction}`.replace(/\.?0+$/, '') },
    iconUrl: network.imageUrl ?? '',
  }
}
