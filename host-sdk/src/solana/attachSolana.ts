import type { HostWallet } from '@porthole/shared-protocol/host'
import { registerWallet } from '@wallet-standard/wallet'
import type { AddOnHost } from '../addOns/AddOn.ts'
import { createPortholeWallet } from './createPortholeWallet.ts'
import {
  discoverStandardWallets,
  type StandardWallets,
} from './standardWallets/discoverStandardWallets.ts'
import { toHostProvider } from './standardWallets/toHostProvider.ts'

/**
 * The Solana add-on, attached by the loader: registers "Porthole" as a Wallet Standard wallet
 * (the Solana counterpart of `modal.provider`) when a solana network is configured, and
 * announces the page's other Wallet Standard Solana and Bitcoin wallets on the loader's
 * private target, the EIP-6963 way with their namespace, so the loader lists them to the
 * frame, forwards the frame's requests and pushes their account changes.
 * @example PortholeSolana.attach({ target, modal, networks })
 */
export function attachSolana(host: AddOnHost): void {
  if (host.networks.some((network) => network.chainNamespace === 'solana'))
    registerWallet(createPortholeWallet(host.modal, host.networks))
  const announced = new Set<string>()
  let wallets: StandardWallets | undefined
  const announce = (list: HostWallet[]) => {
    for (const { uuid, name, icon, rdns, namespace } of list) {
      const wallet = wallets?.get(uuid)
      if (announced.has(uuid) || !wallet) continue
      announced.add(uuid)
      const provider = toHostProvider(wallet, namespace === 'bip122' ? 'bip122' : 'solana')
      const detail = { info: { uuid, name, icon, rdns, namespace }, provider }
      host.target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    }
  }
  wallets = discoverStandardWallets(announce)
  announce(wallets.list())
}
