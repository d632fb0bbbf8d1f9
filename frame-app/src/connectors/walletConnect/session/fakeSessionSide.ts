import { vi } from 'vitest'
import type { WcSession } from '../loadSignClient.ts'
import type { WalletConnectConnector } from '../WalletConnectConnector.ts'

/**
 * The EVM connector's session side, as a namespace connector sees it, for tests: `set` changes
 * the session and tells its watchers; `requestOn` answers `answer`.
 * @example
 * const wc = fakeSessionSide(session(), { psbt: 'cHNidP8=' })
 * createWalletConnectBitcoinConnector(wc.connector, () => null)
 */
export function fakeSessionSide(initial: WcSession | null, answer: unknown) {
  let current = initial
  const watchers = new Set<(s: WcSession | null) => void>()
  const set = (next: WcSession | null) => {
    current = next
    for (const watcher of watchers) watcher(next)
  }
  const requestOn = vi.fn(async () => answer)
  const disconnect = vi.fn(async () => set(null))
  const connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    session: () => current,
    watchSession: (watcher: (s: WcSession | null) => void) => {
      watchers.add(watcher)
      return () => watchers.delete(watcher)
    },
    requestOn,
    disconnect,
  } as unknown as WalletConnectConnector
  return { connector, set, requestOn, disconnect }
}
