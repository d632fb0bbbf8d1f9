import type { AddOnModule } from '../addOns/AddOn.ts'
import { attachSolana } from './attachSolana.ts'

/**
 * Porthole's Solana support from npm (`@porthole/host-sdk/solana`) rather than fetched from the
 * frame origin: call it before `createModal`. A modal with a solana network then attaches this
 * copy at once (no `porthole-solana.js` request): it registers "Porthole" as a Wallet Standard
 * wallet and lists the page's Solana wallets in the modal. Does nothing on a server.
 * @example
 * ```ts
 * import { createModal } from '@porthole/host-sdk'
 * import { registerSolana } from '@porthole/host-sdk/solana'
 *
 * registerSolana()
 * const modal = createModal({ projectId: 'my-project', networks: [solanaMainnet] })
 * ```
 */
export function registerSolana(): void {
  if (typeof window === 'undefined') return
  const global = window as unknown as { PortholeSolana?: AddOnModule }
  global.PortholeSolana ??= { attach: attachSolana }
}
