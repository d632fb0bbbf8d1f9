import { describe, expect, test } from 'vitest'
import { accentContrastWarning } from './accentContrastWarning.ts'

describe('accentContrastWarning', () => {
  test('default: an accent with enough contrast gives no warning', () => {
    expect(
      accentContrastWarning('#0988f0', 'rgb(9, 136, 240)', 'rgb(255, 255, 255)', 'light'),
    ).toBe(null)
  })

  test('error: a pale accent on the light card is named with its ratio', () => {
    expect(
      accentContrastWarning('#ffe066', 'rgb(255, 224, 102)', 'rgb(255, 255, 255)', 'light'),
    ).toBe(
      'themeVariables.accent #ffe066 has a contrast of 1.30:1 against the light background; ' +
        'buttons, focus rings and selected items need at least 3:1 (WCAG 1.4.11). Pick a darker accent.',
    )
  })

  test('error: a dark accent fails on the dark card only', () => {
    const navy = 'rgb(20, 30, 80)'
    expect(accentContrastWarning('navy-ish', navy, 'rgb(255, 255, 255)', 'light')).toBeNull()
    expect(accentContrastWarning('navy-ish', navy, 'rgb(25, 26, 26)', 'dark')).toMatch(
      /^themeVariables.accent navy-ish has a contrast of 1\.\d\d:1 against the dark background.*lighter accent\.$/,
    )
  })

  test('param: unreadable colours give no warning rather than a wrong one', () => {
    expect(accentContrastWarning('x', 'transparent', 'rgb(255, 255, 255)', 'light')).toBeNull()
  })
})
