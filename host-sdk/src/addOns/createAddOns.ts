import type { HostWallet, Network, RpcRequest } from '@porthole/shared-protocol/host'
import type { Modal } from '../createModal.ts'
import type { HostWalletEvent } from '../hostWallets/watchHostWallet.ts'
import type { AddOn, AddOnModule } from './AddOn.ts'
import { AddOnLoadError } from './AddOnLoadError.ts'

export type AddOns = {
  /** Resolves once every needed add-on is attached; rejects with AddOnLoadError. */
  ready: Promise<void>
  /** The add-ons' host wallets. */
  wallets(): HostWallet[]
  /** Answers a HOST_WALLET_REQUEST for an add-on's wallet; undefined when no add-on has it. */
  request(uuid: string, request: RpcRequest): Promise<unknown> | undefined
  stop(): void
}

/**
 * The loader's add-ons: the Solana one (Wallet Standard wallets of the host page), a
 * `<script>` from the frame origin that defines `window.PortholeSolana`, is fetched only when
 * a solana network is configured, so EVM-only hosts never download it and the loader stays
 * within its budget. A script that fails to load, or defines nothing, is AddOnLoadError.
 */
export function createAddOns(options: {
  origin: string
  getModal: () => Modal
  networks: readonly Network[]
  onWallets: () => void
  pushEvent: (event: HostWalletEvent) => void
}): AddOns {
  let attached: AddOn | undefined
  let wallets: HostWallet[] = []
  let stopped = false
  const src = `${options.origin}/porthole-solana.js`
  const chains = options.networks
    .filter((network) => network.chainNamespace === 'solana')
    .map((network) => network.caipNetworkId as `${string}:${string}`)
  const ready = chains.length
    ? new Promise<void>((resolve, reject) => {
        const script = document.createElement('script')
        script.src = src
        const fail = () => reject(new AddOnLoadError(`Could not load ${src}.`))
        script.onload = () => {
          const module = (window as { PortholeSolana?: AddOnModule }).PortholeSolana
          if (typeof module?.attach !== 'function') return fail()
          if (!stopped)
            attached = module.attach({
              setWallets(next) {
                wallets = next
                options.onWallets()
              },
              pushEvent: options.pushEvent,
              modal: options.getModal(),
              chains,
            })
          resolve()
        }
        script.onerror = fail
        document.head.append(script)
      })
    : Promise.resolve()
  return {
    ready,
    wallets: () => wallets,
    request: (uuid, request) =>
      attached?.owns(uuid) ? attached.request(uuid, request) : undefined,
    stop() {
      stopped = true
      attached?.stop()
    },
  }
}
