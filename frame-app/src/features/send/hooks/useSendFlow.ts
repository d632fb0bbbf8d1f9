import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import type { EventFrom, SnapshotFrom } from 'xstate'
import type { SendProblem } from '../form/checkSend.ts'
import type { SendContext } from '../machine/SendContext.ts'
import type { sendMachine } from '../machine/sendMachine.ts'
import { sendProblem } from '../machine/sendProblem.ts'
import { useSend } from '../useSend.ts'

export type { SendContext }

/** The send flow's state, what stops it going on, and its event sender, for the Send view's parts. */
export function useSendFlow(): {
  state: SnapshotFrom<typeof sendMachine>
  send: (event: EventFrom<typeof sendMachine>) => void
  /** What the form must fix before review (SPEC §5), null when it can go on. */
  problem: SendProblem | null
} {
  const actor = useSend()
  const state = useSelector(actor, (s) => s)
  const send = useCallback((event: EventFrom<typeof sendMachine>) => actor.send(event), [actor])
  return { state, send, problem: sendProblem(state.context) }
}
