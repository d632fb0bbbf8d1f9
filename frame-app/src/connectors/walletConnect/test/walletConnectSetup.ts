import { createActor } from 'xstate'
import { createFakeSignClient } from '#test/createFakeSignClient.ts'
import { evmNetwork } from '#test/testNetworks.ts'
import { readPairing } from '../../../features/walletConnect/chunk.ts'
import { walletConnectMachine } from '../../../features/walletConnect/index.ts'
import type { ConnectorEvent } from '../../Connector.ts'
import { createWalletConnectConnector } from '../createWalletConnectConnector.ts'
import type { SignClientLike, WcAuthParams, WcSession } from '../loadSignClient.ts'
import type { WalletConnectEvent } from '../WalletConnectEvent.ts'

/** The wallet's account in every session. */
export const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** A session granting `address` on chains 1 and 10. */
export const session = (topic = 'session-1'): WcSession => ({
  topic,
  expiry: 4_000_000_000,
  namespaces: { eip155: { accounts: [`eip155:1:${address}`, `eip155:10:${address}`] } },
  peer: { metadata: { name: 'Phone Wallet' } },
})

/**
 * The connector over a fake sign-client holding `stored` sessions, on networks 1 and 10 (10
 * active), feeding the WalletConnect machine; what it reports is recorded.
 */
export function setup(
  stored: WcSession[] = [],
  getAuthParams?: () => Promise<WcAuthParams | null>,
) {
  const fake = createFakeSignClient(stored)
  const events: WalletConnectEvent[] = []
  const walletEvents: ConnectorEvent[] = []
  const errors: unknown[] = []
  const state = createActor(walletConnectMachine).start()
  const connector = createWalletConnectConnector({
    loadClient: async () => fake.client as unknown as SignClientLike,
    getNetworks: () => [evmNetwork(1), evmNetwork(10)],
    getActiveNetworkId: () => 'eip155:10',
    onEvent: (event) => {
      events.push(event)
      state.send(event)
    },
    ...readPairing(state),
    onError: (error) => errors.push(error),
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0',
    ...(getAuthParams ? { getAuthParams } : {}),
  })
  connector.subscribe((event) => walletEvents.push(event))
  const uris = () => events.flatMap((e) => (e.type === 'URI' ? [e.uri] : []))
  return { ...fake, state, connector, events, walletEvents, errors, uris }
}
