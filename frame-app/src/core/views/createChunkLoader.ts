export type ChunkLoader<T> = {
  /**
   * Ahead of use (idle prefetch): starts loading once; a failure is forgotten, so the view
   * tries again when it opens.
   */
  prefetch: () => Promise<T>
  /**
   * For a rendering view: starts loading once and keeps the outcome, so a view suspended on it
   * sees the same promise on every attempt; a failure stays until `retry()`.
   */
  preload: () => Promise<T>
  /** Forget a failed load (the user pressed "Try again"); the next preload loads again. */
  retry: () => void
  /** What the chunk exports once loaded, else null: lets a view render without suspending. */
  loaded: () => T | null
}

/** Loads a lazy chunk once, on first use or ahead of it, and keeps what it exports. */
export function createChunkLoader<T>(load: () => Promise<T>): ChunkLoader<T> {
  let loading: Promise<T> | null = null
  let result: T | null = null
  const preload = () => {
    loading ??= load().then((value) => {
      result = value
      return value
    })
    return loading
  }
  const retry = () => {
    if (result === null) loading = null
  }
  const prefetch = () =>
    preload().catch((error: unknown) => {
      retry()
      throw error
    })
  return { prefetch, preload, retry, loaded: () => result }
}
