import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo } from 'react'
import { createActor, type EventFrom, type SnapshotFrom } from 'xstate'
import type { EmbeddedLogin } from '../createEmbeddedLogin.ts'
import { emailUpdateMachine } from '../emailUpdate/emailUpdateMachine.ts'

/**
 * Account's email change (SPEC §4 UPDATE_EMAIL) for the panel showing it: a flow of its own
 * for as long as the panel is open, its state and its event sender.
 */
export function useEmailUpdate(login: EmbeddedLogin): {
  state: SnapshotFrom<typeof emailUpdateMachine>
  send: (event: EventFrom<typeof emailUpdateMachine>) => void
} {
  const actor = useMemo(
    () => createActor(emailUpdateMachine, { input: { vault: login.vault } }),
    [login],
  )
  useEffect(() => {
    actor.start()
    return () => {
      actor.stop()
    }
  }, [actor])
  const state = useSelector(actor, (snapshot) => snapshot)
  const send = useCallback(
    (event: EventFrom<typeof emailUpdateMachine>) => actor.send(event),
    [actor],
  )
  return { state, send }
}
