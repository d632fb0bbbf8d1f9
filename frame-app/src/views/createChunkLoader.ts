export type ChunkLoader<T> = {
  /** Starts loading (once); a failed load is tried again on the next call. */
  preload: () => Promise<T>
  /** What the chunk exports once loaded, else null: lets a view render without suspending. */
  loaded: () => T | null
}

/** Loads a lazy chunk once, on first use or ahead of it, and keeps what it exports. */
export function createChunkLoader<T>(load: () => Promise<T>): ChunkLoader<T> {
  let loading: Promise<T> | null = null
  let result: T | null = null
  const preload = () => {
    loading ??= load().then(
      (value) => {
        result = value
        return value
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  return { preload, loaded: () => result }
}
