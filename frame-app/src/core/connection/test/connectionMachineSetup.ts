import { createActor, waitFor } from 'xstate'
import type { Connector, ConnectResult } from '../../../connectors/Connector.ts'
import { connectionMachine } from '../connectionMachine.ts'
import type { TrackedEvent } from '../TrackedEvent.ts'

/** Wallet a's account. */
export const A = '0x1111111111111111111111111111111111111111'
/** Wallet b's account. */
export const B = '0x2222222222222222222222222222222222222222'

/**
 * An announced EIP-155 wallet `id` (`b` holds B, any other A): connects on eip155:1, restores on
 * eip155:137, unless `answers` say otherwise.
 */
export function fakeConnector(
  id: string,
  answers: {
    connect?: () => Promise<ConnectResult>
    restore?: () => Promise<ConnectResult | null>
    disconnect?: () => Promise<void>
  } = {},
): Connector {
  const account = id === 'b' ? B : A
  return {
    id,
    name: `Wallet ${id}`,
    rdns: `dev.${id}`,
    type: 'ANNOUNCED',
    namespace: 'eip155',
    connect: answers.connect ?? (async () => ({ accounts: [account], caipNetworkId: 'eip155:1' })),
    restore:
      answers.restore ?? (async () => ({ accounts: [account], caipNetworkId: 'eip155:137' })),
    disconnect: answers.disconnect ?? (async () => undefined),
    request: async () => null,
    switchNetwork: async () => undefined,
    subscribe: () => () => undefined,
  }
}

/** The machine on eip155:1, what it tracks recorded; `settled` waits out any move in flight. */
export function start() {
  const actor = createActor(connectionMachine, { input: { caipNetworkId: 'eip155:1' } }).start()
  const tracked: TrackedEvent[] = []
  actor.on('*', (event) => tracked.push(event))
  const settled = () =>
    waitFor(
      actor,
      (s) => !s.matches('connecting') && !s.matches('disconnecting') && !s.matches('reconnecting'),
    )
  return { actor, tracked, settled }
}

/** `start()`, then each of `ids` connected in turn. */
export async function startConnected(...ids: string[]) {
  const started = start()
  for (const id of ids) {
    started.actor.send({ type: 'CONNECT', connector: fakeConnector(id) })
    await started.settled()
  }
  return started
}
