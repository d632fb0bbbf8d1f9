import { useEffect, useSyncExternalStore } from 'react'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'

/**
 * Where the modal says that the embedded wallet refused a host's call (SPEC §5, §8): above the
 * view, while `refusedCalls` holds the notice; the modal closing ends it.
 */
export function RefusedCallSlot() {
  const { refusedCalls } = useFrameApp()
  const Notice = useSyncExternalStore(refusedCalls.subscribe, refusedCalls.notice)
  useEffect(() => refusedCalls.dismiss, [refusedCalls])
  return Notice ? <Notice onClose={refusedCalls.dismiss} /> : null
}
