import { lazy, Suspense, useEffect, useState } from 'react'
import { useFrameApp } from '../../core/FrameAppContext.tsx'
import type { SentTransaction } from '../../features/account/index.ts'

const SentSnackbar = lazy(() =>
  import('./SentSnackbar.tsx').then((module) => ({ default: module.SentSnackbar })),
)

/**
 * The visible end of a send or a swap (the live region says it to screen readers only): once
 * the chain confirms a transfer or a swap sent from the modal, a snackbar above the view says
 * what happened, until it is closed or the next one starts. The snackbar's code loads then.
 */
export function SentSnackbarSlot() {
  const { sent } = useFrameApp().accountData
  const [shown, setShown] = useState<SentTransaction | null>(null)
  useEffect(
    () =>
      sent.subscribe(() => {
        const last = sent.lastChange()
        setShown(last?.item.metadata.status === 'confirmed' ? last : null)
      }),
    [sent],
  )
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <SentSnackbar shown={shown} onClose={() => setShown(null)} />
    </Suspense>
  )
}
