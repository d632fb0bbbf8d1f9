import { describe, expect, it } from 'vitest'
import { createChunkLoader } from './createChunkLoader.ts'

/** A loader of 'chunk' that counts its loads; the first `failing` of them fail as offline. */
function counted(failing = 0) {
  let loads = 0
  const loader = createChunkLoader(async () => {
    loads += 1
    if (loads <= failing) throw new Error('offline')
    return 'chunk'
  })
  return { loader, loads: () => loads }
}

describe('createChunkLoader', () => {
  it('default: nothing is loaded before preload', () => {
    const { loader, loads } = counted()
    expect(loader.loaded()).toBeNull()
    expect(loads()).toBe(0)
  })

  it('behavior: loads once however often it is asked, then answers synchronously', async () => {
    const { loader, loads } = counted()
    const [first, second] = await Promise.all([loader.preload(), loader.preload()])
    expect([first, second]).toEqual(['chunk', 'chunk'])
    expect(loader.loaded()).toBe('chunk')
    await loader.preload()
    expect(loads()).toBe(1)
  })

  it('error: a failed prefetch is forgotten, so the view loads again when it opens', async () => {
    const { loader, loads } = counted(1)
    await expect(loader.prefetch()).rejects.toThrow('offline')
    expect(loader.loaded()).toBeNull()
    await expect(loader.preload()).resolves.toBe('chunk')
    expect(loads()).toBe(2)
  })

  it('error: a failed load for a view stays failed until retry, then loads again', async () => {
    const { loader, loads } = counted(1)
    const failed = loader.preload()
    await expect(failed).rejects.toThrow('offline')
    expect(loader.preload()).toBe(failed)
    loader.retry()
    await expect(loader.preload()).resolves.toBe('chunk')
    expect(loads()).toBe(2)
  })
})
