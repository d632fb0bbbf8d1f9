import type { ChunkLoader } from './createChunkLoader.ts'

/** A chunk loader for what is already loaded (the first paint's Connect view). */
export function createReadyChunk<T>(value: T): ChunkLoader<T> {
  const ready = Promise.resolve(value)
  return {
    prefetch: () => ready,
    preload: () => ready,
    retry: () => undefined,
    loaded: () => value,
  }
}
