import { UserRejectedRequestError } from '@porthole/shared-protocol'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { currentView, hideModal } from '../../modal/index.ts'

const VIEW = 'UpdateDeviceKey'

type Asking = {
  promise: Promise<void>
  resolve: () => void
  reject: (error: Error) => void
  /** The modal was closed when the update was asked for: it closes again once done. */
  openedClosed: boolean
  stopWatching: () => void
}

/**
 * This device's key share is out of date (`ShareMismatchError`: the account was recovered
 * and split again on another device). `ask()` shows UpdateDeviceKey, where the recovery
 * passkey updates the share (CONNECT_DEVICE), and resolves once `updated()` is called; it
 * rejects with 4001 as soon as the view is left (back, close, Escape) before that, so no
 * request waits on it for ever. Two states: idle, or asking (one ask shared by every caller).
 */
export function createDeviceKeyUpdate(
  app: Pick<FrameCore, 'callHost' | 'report' | 'viewStack'>,
  onChange: (asking: boolean) => void,
) {
  let asking: Asking | null = null
  const isShowing = () => {
    const snapshot = app.viewStack.getSnapshot()
    return snapshot.matches('open') && currentView(snapshot.context) === VIEW
  }
  const settle = (outcome: { error: Error } | null) => {
    const current = asking
    if (!current) return
    asking = null
    current.stopWatching()
    onChange(false)
    if (outcome) return current.reject(outcome.error)
    current.resolve()
    if (isShowing()) {
      if (current.openedClosed) hideModal(app)
      else app.viewStack.send({ type: 'BACK' })
    }
  }
  return {
    isAsking: () => asking !== null,
    ask(): Promise<void> {
      if (asking) return asking.promise
      const open = app.viewStack.getSnapshot().matches('open')
      let resolve = () => {}
      let reject: (error: Error) => void = () => {}
      const promise = new Promise<void>((yes, no) => {
        resolve = yes
        reject = no
      })
      app.viewStack.send({ type: open ? 'PUSH' : 'OPEN', view: VIEW })
      const watching = app.viewStack.subscribe(() => {
        if (!isShowing()) settle({ error: new UserRejectedRequestError() })
      })
      asking = {
        promise,
        resolve,
        reject,
        openedClosed: !open,
        stopWatching: () => watching.unsubscribe(),
      }
      onChange(true)
      app.callHost('SHOW', null).catch((error: unknown) => {
        settle({ error: error instanceof Error ? error : new Error(String(error)) })
      })
      return promise
    },
    /** CONNECT_DEVICE succeeded: the waiting requests go on, and the view goes. */
    updated: () => settle(null),
  }
}
export type DeviceKeyUpdate = ReturnType<typeof createDeviceKeyUpdate>
