import type { DappData } from '@porthole/shared-protocol'
import type { ActorRefFrom } from 'xstate'
import type { Connection } from '../../core/connection/ConnectionContext.ts'
import type { connectionMachine } from '../connection/index.ts'
import { currentView, type viewStackMachine } from '../modal/index.ts'
import { isSupportedNetwork } from './resolveNetwork.ts'

export type UnsupportedChainGuardOptions = {
  viewStack: ActorRefFrom<typeof viewStackMachine>
  connection: ActorRefFrom<typeof connectionMachine>
  dapp: () => DappData | null | undefined
  /** Close the modal (the network became supported while UnsupportedChain showed). */
  hide: () => void
  /** Ask the host to show the dialog. */
  show: () => void
}

/** A connection that may stay on any network (a basic WalletConnect session, SPEC §2). */
export type UnsupportedChainExemption = (current: Connection) => boolean

/**
 * SPEC §2: UnsupportedChain opens when the wallet is connected on a network that is not
 * requested, unless network switching is disabled, unsupported chains are allowed or the
 * connection is exempt (a basic WalletConnect session: the feature registers it with
 * `exempt`); it closes once the network is supported again.
 */
export function createUnsupportedChainGuard(options: UnsupportedChainGuardOptions) {
  const { viewStack, connection } = options
  const exemptions = new Set<UnsupportedChainExemption>()
  const needed = () => {
    const config = options.dapp()
    const snapshot = connection.getSnapshot()
    const current = snapshot.context.current
    if (!config || !current || !snapshot.matches('connected')) return false
    if (config.enableNetworkSwitch === false || config.allowUnsupportedChain) return false
    for (const exempt of exemptions) if (exempt(current)) return false
    return !isSupportedNetwork(current.caipNetworkId, config.networks)
  }
  return {
    needed,
    /** Never ask for a supported network while `rule` holds for the current connection. */
    exempt(rule: UnsupportedChainExemption) {
      exemptions.add(rule)
    },
    /** Show UnsupportedChain when needed; leave it once the network is supported. */
    check() {
      const view = viewStack.getSnapshot()
      const showing = view.matches('open') && currentView(view.context) === 'UnsupportedChain'
      if (!needed()) {
        if (showing && connection.getSnapshot().matches('connected')) options.hide()
        return
      }
      if (showing) return
      if (view.matches('open')) viewStack.send({ type: 'PUSH', view: 'UnsupportedChain' })
      else viewStack.send({ type: 'OPEN', view: 'UnsupportedChain' })
      options.show()
    },
  }
}
