import type { HostWallet } from '@porthole/shared-protocol/host'
import { registerWallet } from '@wallet-standard/wallet'
import type { AddOnHost } from '../addOns/AddOn.ts'
import { createPortholeWallet } from './createPortholeWallet.ts'
import { discoverStandardWallets, type StandardWallets } from './discoverStandardWallets.ts'
import { toHostProvider } from './toHostProvider.ts'

/**
 * The Solana add-on, attached by the loader: registers "Porthole" as a Wallet Standard wallet
 * (the Solana counterpart of `modal.provider`), and announces the page's other Wallet
 * Standard Solana wallets on the loader's private target, the EIP-6963 way, so the loader
 * lists them to the frame, forwards the frame's requests and pushes their account changes.
 * @example PortholeSolana.attach({ target, modal, networks })
 */
export function attachSolana(host: AddOnHost): void {
  registerWallet(createPortholeWallet(host.modal, host.networks))
  const announced = new Set<string>()
  let wallets: StandardWallets | undefined
  const announce = (list: HostWallet[]) => {
    for (const { uuid, name, icon, rdns } of list) {
      const wallet = wallets?.get(uuid)
      if (announced.has(uuid) || !wallet) continue
      announced.add(uuid)
      const detail = { info: { uuid, name, icon, rdns }, provider: toHostProvider(wallet) }
      host.target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    }
  }
  wallets = discoverStandardWallets(announce)
  announce(wallets.list())
}
