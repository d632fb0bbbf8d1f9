import {
  InvalidParamsRpcError,
  type RpcRequest,
  type StateSnapshot,
} from '@porthole/shared-protocol/host'
import { accountsOf, chainIdOf, type ProviderEvent, snapshotEvents } from './snapshotEvents.ts'

/** The arguments of `provider.request`. */
export type RequestArguments = { method: string; params?: readonly unknown[] | object | undefined }
// biome-ignore lint/suspicious/noExplicitAny: EIP-1193 listeners take event-specific arguments.
export type ProviderListener = (...args: any[]) => void

/** An EIP-1193 provider. */
export type EIP1193Provider = {
  request: (args: RequestArguments) => Promise<unknown>
  on: (event: ProviderEvent[0], listener: ProviderListener) => EIP1193Provider
  removeListener: (event: ProviderEvent[0], listener: ProviderListener) => EIP1193Provider
}

export type ProviderOptions = {
  /** Requests wait for it, so cheap reads never answer from a stale or missing snapshot. */
  ready: Promise<unknown>
  getState: () => StateSnapshot | null
  /** Everything that is not a cheap read: RPC_REQUEST to the frame. */
  send: (request: RpcRequest) => Promise<unknown>
}

/**
 * The modal's EIP-1193 provider. `eth_accounts` and `eth_chainId` (0x hex) are answered from
 * the last state snapshot without a round trip to the frame (except while it is 'reconnecting'); every other method is sent to the
 * frame, and its errors arrive rebuilt with their EIP-1193 codes. `update(previous, next)`
 * emits `connect`, `disconnect`, `accountsChanged` and `chainChanged` from two snapshots.
 *
 * @example
 * ```ts
 * const { provider, update } = createProvider({ ready, getState, send })
 * provider.on('accountsChanged', (accounts) => console.log(accounts))
 * const chainId = await provider.request({ method: 'eth_chainId' }) // '0x1'
 * ```
 */
export function createProvider({ ready, getState, send }: ProviderOptions) {
  const listeners = new Map<string, Set<ProviderListener>>()
  const provider: EIP1193Provider = {
    async request(args) {
      if (typeof args?.method !== 'string')
        throw new InvalidParamsRpcError('request expects { method, params? }.')
      await ready
      const state = getState()
      // While the frame restores a connection after a reload, the snapshot does not know the
      // account yet: the frame answers once the restore settled, instead of an early [].
      if (state?.status !== 'reconnecting') {
        if (args.method === 'eth_accounts') return accountsOf(state)
        if (args.method === 'eth_chainId' && chainIdOf(state)) return chainIdOf(state)
      }
      return send(args as RpcRequest)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const emit = ([event, data]: ProviderEvent) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(data)
      } catch (error) {
        // A failing listener must not stop the others; report it like an uncaught error.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }
  return {
    provider,
    update: (previous: StateSnapshot | null, next: StateSnapshot) => {
      for (const event of snapshotEvents(previous, next)) emit(event)
    },
    clear: () => listeners.clear(),
  }
}
