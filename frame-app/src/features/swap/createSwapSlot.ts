import type { Network } from '@porthole/shared-protocol'
import type { DataApi } from '../../api/createDataApi.ts'
import type { createChainClients } from '../../chains/createChainClients.ts'
import { createLazySlot } from '../../core/createLazySlot.ts'
import type { SentTransactions } from '../account/index.ts'
import type { Connection } from '../connection/index.ts'
import type { SwapActor } from './machine/swapMachine.ts'

export type SwapDeps = {
  api: DataApi
  chainClients: ReturnType<typeof createChainClients>
  /** The connection the swap is sent through, or null while disconnected. */
  current: () => Connection | null
  networks: () => readonly Network[]
  /** Transactions sent from this frame (Account's Activity, the live region, the snackbar). */
  sent: Pick<SentTransactions, 'add' | 'settle'>
  /** Account's Tokens as the only view, once a swap is confirmed. */
  returnToAccount: () => void
}

/**
 * The swap's place in a frame app: the Swap chunk creates its actor on first use (so the
 * machine, schemas and strings stay out of the first paint); it then lives with the frame.
 * `onCreate` lets the coordinator start the new actor (`app/watchViewLoading`).
 */
export function createSwapSlot(
  deps: Omit<SwapDeps, 'api'> & { api: DataApi | null },
  onCreate: (actor: SwapActor) => void = () => undefined,
) {
  const slot = createLazySlot(onCreate)
  const ensure = (create: (deps: SwapDeps) => SwapActor): SwapActor | null => {
    const { api } = deps
    return api ? slot.ensure(() => create({ ...deps, api })) : null
  }
  /** The actor, or null before Swap first showed. */
  return Object.assign(ensure, { current: slot.current })
}
