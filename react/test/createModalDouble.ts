import type { AccountState, Modal, NetworkState, ViewName } from '@porthole/host-sdk'
import { disconnectedSnapshot } from '@porthole/shared-protocol/testing'

type Snapshot = NonNullable<ReturnType<Modal['getState']>>
type Session = ReturnType<Modal['getSession']>

/**
 * A modal whose frame is a plain object: the state the real frame would send is set with
 * `emit`, and `calls` lists the actions the page asked for. The browser suite drives the real
 * modal (e2e/tests/host/packages.*.spec.ts); this one lets the hooks' unit tests set any state.
 */
export function createModalDouble() {
  let state: Snapshot = disconnectedSnapshot
  const listeners = new Set<(state: Snapshot) => void>()
  const calls: string[] = []
  const account = (s: Snapshot): AccountState => ({
    address: s.address ?? undefined,
    caipAddress: s.caipAddress ?? undefined,
    isConnected: s.status === 'connected',
    status: s.status,
    accounts: s.accounts ?? {},
  })
  const network = (s: Snapshot): NetworkState => ({
    caipNetworkId: s.caipNetworkId ?? undefined,
    chainId: s.caipNetworkId ? Number(s.caipNetworkId.split(':')[1]) : undefined,
    caipNetwork: undefined,
    approvedCaipNetworkIds: undefined,
    supportsAllNetworks: undefined,
  })
  const on =
    <T>(select: (s: Snapshot) => T) =>
    (callback: (value: T) => void) => {
      const listener = (s: Snapshot) => callback(select(s))
      listeners.add(listener)
      return () => void listeners.delete(listener)
    }
  const emit = (next: Partial<Snapshot>) => {
    state = { ...state, ...next }
    for (const listener of [...listeners]) listener(state)
  }
  const modal = {
    ready: Promise.resolve(),
    getState: () => state,
    subscribeState: on((s) => s),
    getAccount: () => account(state),
    subscribeAccount: on(account),
    getNetwork: () => network(state),
    subscribeNetwork: on(network),
    getSession: (): Session => state.session ?? undefined,
    subscribeSession: on((s): Session => s.session ?? undefined),
    async open(options?: { view?: ViewName }) {
      calls.push(`open ${options?.view ?? ''}`.trim())
      emit({ open: true, view: options?.view ?? 'Connect' })
    },
    async close() {
      calls.push('close')
      emit({ open: false })
    },
    async disconnect() {
      calls.push('disconnect')
      emit(disconnectedSnapshot)
    },
    async switchNetwork(caipNetworkId: Snapshot['caipNetworkId']) {
      calls.push(`switchNetwork ${caipNetworkId}`)
      emit({ caipNetworkId })
    },
    async signOut() {
      calls.push('signOut')
      emit({ session: null })
    },
    destroy: () => calls.push('destroy'),
  } as unknown as Modal
  return { modal, emit, calls, listenerCount: () => listeners.size }
}
