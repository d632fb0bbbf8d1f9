import { useEffect, useRef } from 'react'
import type { FrameCore } from '../../core/FrameCore.ts'

/**
 * How near the modal's closing a change counts as the one that closed it (either side): a
 * switch shows "Switched to X" for 1.2 s (SWITCHED_RESULT_MS) before Networks closes.
 */
const CLOSING_CHANGE_MS = 2000

/**
 * The change that closed the modal (connected, switched, disconnected from Account) is said by
 * the host page's live region: the frame is hidden as it closes, so its own region is not heard
 * (docs/decisions/0189-phones-qr-row-and-host-announcements.md). The change may render just
 * before the modal closes or just after. A modal closed with nothing new (Escape, Close) says nothing.
 */
export function useHostAnnouncement(app: FrameCore, open: boolean, announcement: string) {
  const changedAt = useRef(Number.NEGATIVE_INFINITY)
  const closedAt = useRef(Number.NEGATIVE_INFINITY)
  const shown = useRef(announcement)
  const wasOpen = useRef(open)
  useEffect(() => {
    const now = Date.now()
    const changed = announcement !== shown.current
    const closed = wasOpen.current && !open
    shown.current = announcement
    wasOpen.current = open
    if (changed) changedAt.current = now
    if (closed) closedAt.current = now
    const near = Math.abs(changedAt.current - closedAt.current) < CLOSING_CHANGE_MS
    if (!open && (changed || closed) && near && announcement)
      app.callHost('ANNOUNCE', { message: announcement.slice(0, 200) }).catch(app.report)
  }, [app, open, announcement])
}
