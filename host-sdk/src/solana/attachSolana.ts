import { registerWallet } from '@wallet-standard/wallet'
import type { AddOn, AddOnHost } from '../addOns/AddOn.ts'
import { createPortholeWallet } from './createPortholeWallet.ts'
import { discoverStandardWallets } from './discoverStandardWallets.ts'
import { forwardStandardWalletRequest } from './forwardStandardWalletRequest.ts'
import { watchStandardWallet } from './watchStandardWallet.ts'

/**
 * The Solana add-on, attached by the loader: registers "Porthole" as a Wallet Standard wallet
 * (the Solana counterpart of `modal.provider`), lists the host page's other Wallet Standard
 * Solana wallets to the frame, forwards the frame's requests to the picked one and pushes its
 * account changes back.
 * @example const addOn = attachSolana({ setWallets, pushEvent })
 */
export function attachSolana(host: AddOnHost): AddOn {
  const watched = new Map<string, () => void>()
  registerWallet(createPortholeWallet(host.modal, host.chains))
  const wallets = discoverStandardWallets((list) => host.setWallets(list))
  host.setWallets(wallets.list())
  return {
    owns: (uuid) => wallets.list().some((wallet) => wallet.uuid === uuid),
    request(uuid, request) {
      const wallet = wallets.get(uuid)
      if (wallet && !watched.has(uuid))
        watched.set(uuid, watchStandardWallet(uuid, wallet, host.pushEvent))
      return forwardStandardWalletRequest(wallet, request)
    },
    stop() {
      wallets.stop()
      for (const stop of watched.values()) stop()
    },
  }
}
