import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import type { EventFrom, SnapshotFrom } from 'xstate'
import { amountProblem } from '../machine/amountProblem.ts'
import type { SwapField } from '../machine/SwapContext.ts'
import type { SwapActor, swapMachine } from '../machine/swapMachine.ts'

export type { SwapActor, SwapField }

/** The swap flow's state and its event sender, for the Swap view's parts. */
export function useSwapFlow(swap: SwapActor): {
  state: SnapshotFrom<typeof swapMachine>
  send: (event: EventFrom<typeof swapMachine>) => void
  /** What is wrong with the amount or the pair, null when it can be quoted. */
  problem: ReturnType<typeof amountProblem>
} {
  const state = useSelector(swap, (s) => s)
  const send = useCallback((event: EventFrom<typeof swapMachine>) => swap.send(event), [swap])
  return { state, send, problem: amountProblem(state.context) }
}
