import type { RpcRequest } from '@porthole/shared-protocol/host'
import type { Wallet } from '@wallet-standard/base'
import { forwardBitcoinWalletRequest } from '../../bitcoinWallets/forwardBitcoinWalletRequest.ts'
import type { HostProvider } from '../../hostWallets/HostProvider.ts'
import { forwardStandardWalletRequest } from './forwardStandardWalletRequest.ts'
import { watchStandardWallet } from './watchStandardWallet.ts'

/**
 * A Wallet Standard wallet in the shape the loader's host-wallet code speaks (EIP-1193
 * `request`, `on`/`removeListener`): requests name a feature of its namespace (docs/bridge.md),
 * and the wallet's account changes are its `accountsChanged`.
 * @example target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider: toHostProvider(wallet, 'solana') } }))
 */
export function toHostProvider(wallet: Wallet, namespace: 'solana' | 'bip122'): HostProvider {
  const forward =
    namespace === 'bip122' ? forwardBitcoinWalletRequest : forwardStandardWalletRequest
  const stops = new Map<(...args: never[]) => void, () => void>()
  return {
    request: (request) => forward(wallet, request as RpcRequest),
    on(event: string, listener: (addresses: string[]) => void) {
      if (event === 'accountsChanged' && !stops.has(listener))
        stops.set(listener, watchStandardWallet(wallet, listener))
    },
    removeListener(_event: string, listener: (addresses: string[]) => void) {
      stops.get(listener)?.()
      stops.delete(listener)
    },
  } as HostProvider
}
