import type { Connector, ConnectorEvent } from './Connector.ts'

type Loaded = Connector & { handleEvent?(event: string, data: unknown): void }

/**
 * A connector as first paint holds it: its chunk (and any library it needs) loads on first
 * use, i.e. when its wallet is picked or a stored connection is restored; a chunk that fails to
 * load fails that call, and the next call tries again. Host wallet events before then are
 * dropped: nothing is connected through it yet. Coinbase Wallet's SDK and host-page Bitcoin
 * wallets load this way.
 * @example createLazyConnector({ id, name, type: 'ANNOUNCED', namespace: 'bip122' }, () => import('./bitcoin/…').then(…))
 */
export function createLazyConnector(
  info: Pick<Connector, 'id' | 'name' | 'type' | 'namespace' | 'imageUrl' | 'rdns'>,
  load: () => Promise<Loaded>,
): Connector & { handleEvent(event: string, data: unknown): void } {
  let loading: Promise<Loaded> | null = null
  let loaded: Loaded | null = null
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const ensure = () => {
    loading ??= load().then((connector) => {
      connector.subscribe((event) => {
        for (const listener of listeners) listener(event)
      })
      loaded = connector
      return connector
    })
    loading.catch(() => {
      loading = null
    })
    return loading
  }
  return {
    ...info,
    connect: async (options) => (await ensure()).connect(options),
    restore: async () => (await ensure()).restore(),
    disconnect: async () => (await ensure()).disconnect(),
    request: async (request) => (await ensure()).request(request),
    switchNetwork: async (network) => (await ensure()).switchNetwork(network),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    handleEvent: (event, data) => loaded?.handleEvent?.(event, data),
  }
}
