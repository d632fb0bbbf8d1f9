import type { Network } from '@porthole/shared-protocol/host'
import type { Modal } from '../Modal.ts'

/**
 * What the loader gives the Solana add-on when it attaches: a private event target on which
 * the add-on announces the page's Wallet Standard wallets the EIP-6963 way (a provider-shaped
 * adapter each), so the loader's own discovery, forwarding and event code serves them with
 * namespace 'solana'; the modal; the configured networks.
 */
export type AddOnHost = { target: EventTarget; modal: Modal; networks: readonly Network[] }

/** The global the add-on script defines: `window.PortholeSolana = { attach }`. */
export type AddOnModule = { attach(host: AddOnHost): void }
