import { describe, expect, it } from 'vitest'
import { createChunkLoader } from './createChunkLoader.ts'

describe('createChunkLoader', () => {
  it('default: nothing is loaded before preload', () => {
    let loads = 0
    const loader = createChunkLoader(async () => {
      loads += 1
      return 'chunk'
    })
    expect(loader.loaded()).toBeNull()
    expect(loads).toBe(0)
  })

  it('behavior: loads once however often it is asked, then answers synchronously', async () => {
    let loads = 0
    const loader = createChunkLoader(async () => {
      loads += 1
      return 'chunk'
    })
    const [first, second] = await Promise.all([loader.preload(), loader.preload()])
    expect([first, second]).toEqual(['chunk', 'chunk'])
    expect(loader.loaded()).toBe('chunk')
    await loader.preload()
    expect(loads).toBe(1)
  })

  it('error: a failed load is tried again on the next preload', async () => {
    let loads = 0
    const loader = createChunkLoader(async () => {
      loads += 1
      if (loads === 1) throw new Error('offline')
      return 'chunk'
    })
    await expect(loader.preload()).rejects.toThrow('offline')
    expect(loader.loaded()).toBeNull()
    await expect(loader.preload()).resolves.toBe('chunk')
    expect(loads).toBe(2)
  })
})
