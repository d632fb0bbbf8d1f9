import { describe, expect, test } from 'vitest'
import { buildThemeStyle } from './buildThemeStyle.ts'

describe('buildThemeStyle', () => {
  test('default: SPEC §9 constants and the 999 z-index', () => {
    const style = buildThemeStyle('light', {})
    expect(style['--ph-font-size-master']).toBe('0.625rem')
    expect(style['--ph-border-radius-master']).toBe('4px')
    expect(style['--ph-font-family']).toMatch(/^'Inter Variable', Inter, 'Inter Fallback', /)
    expect(style['--ph-z-index']).toBe('999')
  })

  test('param: dark mode swaps the palette', () => {
    expect(buildThemeStyle('dark', {})['--ph-bg']).not.toBe(buildThemeStyle('light', {})['--ph-bg'])
  })

  test('param: themeVariables override accent, font, and mix the surfaces', () => {
    const style = buildThemeStyle('dark', {
      accent: '#ff00aa',
      fontFamily: 'Georgia, serif',
      colorMix: '#00ff00',
      colorMixStrength: 20,
      zIndex: 5,
    })
    expect(style['--ph-accent']).toBe('#ff00aa')
    expect(style['--ph-font-family']).toBe('Georgia, serif')
    expect(style['--ph-bg']).toBe('color-mix(in srgb, #00ff00 20%, #191a1a)')
    expect(style['--ph-z-index']).toBe('5')
  })

  test('param: a view rendered ahead (fontLoads false) leaves out the web font, not a host font', () => {
    expect(buildThemeStyle('light', {}, { fontLoads: false })['--ph-font-family']).toMatch(
      /^Inter, 'Inter Fallback', /,
    )
    expect(
      buildThemeStyle('light', { fontFamily: 'Georgia, serif' }, { fontLoads: false })[
        '--ph-font-family'
      ],
    ).toBe('Georgia, serif')
  })
})
