import { type ActorRefFrom, waitFor } from 'xstate'
import type { PairingState } from '../../connectors/walletConnect/pairing/PairingState.ts'
import type { walletConnectMachine } from './walletConnectMachine.ts'

/**
 * The connector's view of the pairing `state` holds: read it now, or wait until no pairing is
 * being created. The machine is the pairing's only holder (docs/decisions/0156-walletconnect-pairing-state-in-its-machine.md).
 *
 * @example
 * ```ts
 * const state = createActor(walletConnectMachine).start()
 * createWalletConnectConnector({ ...readPairing(state), onEvent: (e) => state.send(e), ... })
 * ```
 */
export function readPairing(state: ActorRefFrom<typeof walletConnectMachine>) {
  return {
    getPairing: (): PairingState => {
      const { context } = state.getSnapshot()
      return {
        uri: context.wcUri,
        expiry: context.wcPairingExpiry,
        shown: context.wcShown,
        current: context.wcPairing,
        buffering: context.buffering,
      }
    },
    pairingSettled: () => waitFor(state, (snapshot) => !snapshot.context.buffering).then(() => {}),
  }
}
