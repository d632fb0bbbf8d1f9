import { useEffect, useState, useSyncExternalStore } from 'react'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'

/**
 * Where the modal says that the embedded wallet refused a host's call (SPEC §5, §8): above the
 * view, while `refusedCalls` says so. A notice that cannot load is reported and left out.
 */
export function RefusedCallSlot() {
  const { refusedCalls, report } = useFrameApp()
  const shown = useSyncExternalStore(refusedCalls.subscribe, refusedCalls.shown)
  const [Notice, setNotice] = useState(refusedCalls.notice.loaded)
  useEffect(() => {
    if (shown && !Notice)
      refusedCalls.notice.prefetch().then((loaded) => setNotice(() => loaded), report)
  }, [shown, Notice, refusedCalls, report])
  return shown && Notice ? <Notice onClose={refusedCalls.dismiss} /> : null
}
