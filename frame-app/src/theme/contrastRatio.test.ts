import { describe, expect, test } from 'vitest'
import { contrastRatio, parseColor } from './contrastRatio.ts'

describe('parseColor and contrastRatio', () => {
  test('default: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio([9, 136, 240], [9, 136, 240])).toBe(1)
  })

  test('param: the light accent on white and the dark accent on the dark card', () => {
    const white = parseColor('#fff')
    const dark = parseColor('rgb(25, 26, 26)')
    expect(contrastRatio(parseColor('#0988f0')!, white!)).toBeCloseTo(3.63, 2)
    expect(contrastRatio(parseColor('#47a1ff')!, dark!)).toBeCloseTo(6.49, 2)
  })

  test('param: the serializations a browser computes', () => {
    expect(parseColor('rgba(255, 0, 170, 0.5)')).toEqual([255, 0, 170])
    expect(parseColor('rgb(255 0 170)')).toEqual([255, 0, 170])
    expect(parseColor('color(srgb 1 0 0.5)')).toEqual([255, 0, 127.5])
  })

  test('error: an unreadable colour is null', () => {
    expect(parseColor('hotpink')).toBeNull()
    expect(parseColor('#12')).toBeNull()
  })
})
