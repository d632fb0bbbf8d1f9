import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import type { FrameCore } from '../../core/FrameCore.ts'

/**
 * How long after a close Connect waits before it is rendered ahead again: the host hides its
 * dialog when the frame answers CLOSE (or on HIDE), and the closed view must be gone from the
 * screen before Connect replaces it behind the scenes.
 */
export const PREPARE_AFTER_CLOSE_MS = 400

/**
 * Whether Connect is rendered ahead while the modal is closed (decision 0033): with no wallet
 * connected, the view the next `open()` shows is Connect, so it is rendered, laid out and
 * painted while hidden (the host keeps its closed dialog laid out at opacity 0), and the
 * host's `open()` shows those pixels in its own next frame instead of waiting for OPEN to
 * cross to the frame and for a render. The prepared card is inert until OPEN arrives.
 */
export function usePreparedConnect(app: Pick<FrameCore, 'connection'>, open: boolean): boolean {
  const disconnected = useSelector(app.connection, (s) => s.matches('disconnected'))
  const [ahead, setAhead] = useState(true)
  useEffect(() => {
    if (open) return setAhead(false)
    const timer = setTimeout(() => setAhead(true), PREPARE_AFTER_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [open])
  return !open && disconnected && ahead
}
