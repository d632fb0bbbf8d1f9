import { describe, expect, test } from 'vitest'
import { avatarHue } from './avatarHue.ts'

const btc = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'

describe('avatarHue', () => {
  test('default: an EVM address reads its own hex digits', () => {
    const address = '0x0123456789abcdef0123456789abcdef01234567'
    expect(avatarHue(address, 0)).toBe(0x0123 % 360)
    expect(avatarHue(address, 8)).toBe(0x89ab % 360)
  })

  test('default: a Bitcoin address gets hues that differ by offset and by address', () => {
    const hues = [0, 8, 16].map((offset) => avatarHue(btc, offset))
    for (const hue of hues)
      expect(hue).toSatisfy((h: number) => Number.isInteger(h) && h >= 0 && h < 360)
    expect(new Set(hues).size).toBeGreaterThan(1)
    expect(avatarHue(btc, 0)).toBe(avatarHue(btc, 0))
    expect(avatarHue(`${btc.slice(0, -1)}x`, 0)).not.toBe(avatarHue(btc, 0))
  })
})
