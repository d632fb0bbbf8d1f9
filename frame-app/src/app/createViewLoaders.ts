import type { Network } from '@porthole/shared-protocol'
import type { FrameCore } from '../core/FrameCore.ts'
import { refreshBalances } from '../features/account/index.ts'
import { onrampAccountOf } from '../features/onramp/index.ts'
import { sendAccountOf } from '../features/send/index.ts'
import { swapAccountOf } from '../features/swap/index.ts'
import type { ViewLoader } from './watchViewLoading.ts'

type Startable<A> = { send: (event: { type: 'START'; account: A }) => void } | null

/** The flows whose actors their chunks create on first use (null before). */
export type FlowActors = {
  swap: () => Startable<ReturnType<typeof swapAccountOf>>
  onramp: () => Startable<ReturnType<typeof onrampAccountOf>>
}

/**
 * What each view loads when it shows (`watchViewLoading`): Connect the registry's first page,
 * Account and Send the account's balances (`refreshBalances`: the header's and Tokens, read
 * together), Send, Swap and OnRamp start their flow for the account, and Permissions reads its
 * list again.
 */
export function createViewLoaders(app: FrameCore, flows: FlowActors): ViewLoader {
  const networks = (): readonly Network[] => app.settings.getSnapshot().context.dapp?.networks ?? []
  return (view, current) => {
    switch (view) {
      case 'Connect':
        return app.registry.load()
      case 'Account':
        return refreshBalances(app)
      case 'Send':
        refreshBalances(app)
        return app.send
          .current()
          ?.send({ type: 'START', account: sendAccountOf(current, networks()) })
      case 'Swap':
        return flows.swap()?.send({ type: 'START', account: swapAccountOf(current) })
      case 'OnRamp':
        return flows.onramp()?.send({ type: 'START', account: onrampAccountOf(current) })
      case 'Permissions':
        return app.permissions.current()?.send({ type: 'LOAD' })
    }
  }
}
