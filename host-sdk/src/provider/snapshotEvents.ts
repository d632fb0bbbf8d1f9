import {
  ProviderDisconnectedError,
  type ProviderRpcError,
  type StateSnapshot,
} from '@porthole/shared-protocol/host'

/** An EIP-1193 event and its argument, as `provider.emit(...event)` takes them. */
export type ProviderEvent =
  | ['connect', { chainId: string }]
  | ['disconnect', ProviderRpcError]
  | ['accountsChanged', string[]]
  | ['chainChanged', string]

/**
 * The EVM chain of a snapshot as EIP-1193 hex (`eip155:137` → `0x89`), or null: the EVM
 * connection's, also while a Solana one is current; the active network's with none.
 */
export const chainIdOf = (state: StateSnapshot | null): string | null => {
  const [namespace, reference] = (state?.accounts?.eip155 ?? state)?.caipNetworkId?.split(':') ?? []
  return namespace === 'eip155' && /^\d+$/.test(reference!)
    ? `0x${(+reference!).toString(16)}`
    : null
}

/** The EVM accounts of a snapshot: the EVM connection's address, current or not, else none. */
export const accountsOf = (state: StateSnapshot | null): string[] => {
  const evm = state?.status === 'connected' && state.accounts?.eip155
  return evm && chainIdOf(state) ? [evm.address] : []
}

/**
 * The provider events between two consecutive snapshots, in the order to emit them. The
 * frame's first snapshot emits `connect` with its network (it can serve reads from then on);
 * connecting an EVM account emits `connect` then `accountsChanged`; disconnecting emits `accountsChanged([])` then `disconnect` (4900);
 * otherwise a new address emits `accountsChanged` and a new chain `chainChanged`.
 *
 * @example
 * ```ts
 * snapshotEvents(before, { ...before, caipNetworkId: 'eip155:137' })
 * // [['chainChanged', '0x89']]
 * ```
 */
export function snapshotEvents(
  previous: StateSnapshot | null,
  next: StateSnapshot,
): ProviderEvent[] {
  const [was, is] = [accountsOf(previous), accountsOf(next)]
  const [before, after] = [chainIdOf(previous), chainIdOf(next)]
  // The frame's first answer: the provider can serve its network's reads (EIP-1193's connect).
  if (!previous && !is[0]) return after ? [['connect', { chainId: after }]] : []
  if (!was[0] && is[0])
    return [
      ['connect', { chainId: after! }],
      ['accountsChanged', is],
    ]
  if (was[0] && !is[0])
    return [
      ['accountsChanged', []],
      ['disconnect', new ProviderDisconnectedError()],
    ]
  const events: ProviderEvent[] = []
  if (was[0] !== is[0]) events.push(['accountsChanged', is])
  if (before && after && before !== after) events.push(['chainChanged', after])
  return events
}
