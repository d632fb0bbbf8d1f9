import { type ComponentType, Suspense, use } from 'react'
import { ChunkErrorBoundary } from '../../components/ChunkErrorBoundary/ChunkErrorBoundary.tsx'
import { ViewSkeleton } from '../../components/ViewSkeleton/ViewSkeleton.tsx'
import type { MessageKey } from '../../i18n/en.ts'
import type { ChunkLoader } from './createChunkLoader.ts'

type LazyViewProps<P extends object> = {
  loader: ChunkLoader<ComponentType<P>>
  props: P
  /** What a chunk that fails to load says (default: this part of the modal could not load). */
  failedMessage?: MessageKey | undefined
}

/**
 * A view from a lazy chunk. Unlike `React.lazy`, a prefetched chunk renders at once: no
 * skeleton, and no wait for React's throttled reveal of suspended content (up to 300 ms).
 * While the chunk still loads, ViewSkeleton holds the card at its height; a chunk that fails
 * to load shows an error with "Try again" instead of taking the modal down.
 */
export function LazyView<P extends object>({ loader, props, failedMessage }: LazyViewProps<P>) {
  return (
    <ChunkErrorBoundary onRetry={loader.retry} failedMessage={failedMessage}>
      <Suspense fallback={<ViewSkeleton />}>
        <LoadedView loader={loader} props={props} />
      </Suspense>
    </ChunkErrorBoundary>
  )
}

/**
 * A loaded chunk's view renders directly; one still loading renders through `SuspendedView`.
 * They are two components because React requires a component that called `use()` while
 * suspended to call it again when it resumes.
 */
function LoadedView<P extends object>({ loader, props }: LazyViewProps<P>) {
  const View = loader.loaded()
  return View ? <View {...props} /> : <SuspendedView loader={loader} props={props} />
}

function SuspendedView<P extends object>({ loader, props }: LazyViewProps<P>) {
  const View = use(loader.preload())
  return <View {...props} />
}
