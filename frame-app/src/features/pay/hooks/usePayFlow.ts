import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import type { EventFrom, SnapshotFrom } from 'xstate'
import type { PayActor, payMachine } from '../payMachine.ts'

export type { PayActor }

/** The payment's state and its event sender, for the Pay view's parts. */
export function usePayFlow(actor: PayActor): {
  state: SnapshotFrom<typeof payMachine>
  send: (event: EventFrom<typeof payMachine>) => void
} {
  const state = useSelector(actor, (snapshot) => snapshot)
  const send = useCallback((event: EventFrom<typeof payMachine>) => actor.send(event), [actor])
  return { state, send }
}
