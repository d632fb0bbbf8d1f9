import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import type { EventFrom, SnapshotFrom } from 'xstate'
import { currentLimit, type OnrampField, type onrampMachine } from '../onrampMachine.ts'
import { useOnramp } from '../useOnramp.ts'

export type { OnrampField }

/** The on-ramp flow's state and its event sender, for the OnRamp view's steps. */
export function useOnrampFlow(): {
  state: SnapshotFrom<typeof onrampMachine>
  send: (event: EventFrom<typeof onrampMachine>) => void
  /** The chosen currency and method's amount limits, when the provider gave them. */
  limit: ReturnType<typeof currentLimit>
} {
  const actor = useOnramp()
  const state = useSelector(actor, (s) => s)
  const send = useCallback((event: EventFrom<typeof onrampMachine>) => actor.send(event), [actor])
  return { state, send, limit: currentLimit(state.context) }
}
