import { describe, expect, it } from 'vitest'
import { createLazySlot } from './createLazySlot.ts'

describe('createLazySlot', () => {
  it('default: holds nothing before its chunk creates the value', () => {
    expect(createLazySlot<object>().current()).toBeNull()
  })

  it('behavior: creates once, tells onCreate once, and keeps the value for the frame', () => {
    const created: object[] = []
    const slot = createLazySlot<object>((value) => created.push(value))
    const first = slot.ensure(() => ({ n: 1 }))
    const second = slot.ensure(() => ({ n: 2 }))
    expect(second).toBe(first)
    expect(slot.current()).toBe(first)
    expect(created).toEqual([first])
  })
})
