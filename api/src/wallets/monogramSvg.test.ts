import { describe, expect, test } from 'vitest'
import { monogramSvg } from './monogramSvg.ts'

const letters = (svg: string) => />([^<]*)<\/text>/.exec(svg)?.[1]

describe('monogramSvg', () => {
  test('default: two initials on the brand colour, white ink on a dark one', () => {
    const svg = monogramSvg('Trust Wallet', 'rgb(51, 117, 187)')
    expect(letters(svg)).toBe('TW')
    expect(svg).toContain('fill="rgb(51,117,187)"')
    expect(svg).toContain('fill="#ffffff"')
  })

  test('param: one word gives its capitals or its first two letters', () => {
    expect(letters(monogramSvg('MetaMask', undefined))).toBe('MM')
    expect(letters(monogramSvg('Argent', undefined))).toBe('AR')
    expect(letters(monogramSvg('ONTO', undefined))).toBe('ON')
  })

  test('behavior: a white brand colour gets dark ink and an outline; markup in a name is escaped', () => {
    const svg = monogramSvg('<b> &', 'rgb(255, 255, 255)')
    expect(svg).toContain('fill="#1f2328"')
    expect(svg).toContain('stroke=')
    expect(svg).not.toContain('<b>')
  })
})
