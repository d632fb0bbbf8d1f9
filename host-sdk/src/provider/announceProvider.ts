import type { EIP1193Provider } from './createProvider.ts'

/** EIP-6963 provider info. */
export type ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

/** Our EIP-6963 reverse-DNS id; host wallet discovery skips providers that carry it. */
export const PORTHOLE_RDNS = 'dev.porthole'

const ICON =
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'><rect width='96' height='96' rx='24' fill='%230b1f3a'/><circle cx='48' cy='48' r='26' fill='%2338bdf8' stroke='%23e2e8f0' stroke-width='10'/></svg>"

/** Whether a modal of this page answers EIP-6963 now. */
let announcing = false

/**
 * Announce the modal's provider through EIP-6963, now and on every `eip6963:requestProvider`,
 * so wagmi, viem and ethers find it with no glue. `window.ethereum` is never touched. One
 * Porthole per page: EIP-6963 clients take one provider per rdns, so a modal made while another
 * one answers is not announced (a modal made after the first one's `destroy()` is). Returns a
 * function that stops answering.
 *
 * @example
 * ```ts
 * const stop = announceProvider(modal.provider)
 * // wagmi's `injected` / mipd store now lists "Porthole" (rdns dev.porthole)
 * stop()
 * ```
 */
export function announceProvider(
  provider: EIP1193Provider,
  /** Where EIP-6963 events are dispatched: `window`. */
  target: EventTarget = window,
): () => void {
  if (announcing) return () => {}
  announcing = true
  const info: ProviderInfo = Object.freeze({
    uuid: crypto.randomUUID(),
    name: 'Porthole',
    icon: ICON,
    rdns: PORTHOLE_RDNS,
  })
  const detail = Object.freeze({ info, provider })
  const announce = () =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => {
    announcing = false
    target.removeEventListener('eip6963:requestProvider', announce)
  }
}
