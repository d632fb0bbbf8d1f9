// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { createPasskeyButton } from './createPasskeyButton.ts'

const light = { label: 'Use passkey', accent: 'rgb(6, 95, 168)', themeMode: 'light' as const }

describe('createPasskeyButton', () => {
  test("default: the frame's fill, text colour and font; a theme switch restyles it", () => {
    const button = createPasskeyButton(document)
    void button.waitForClick({
      ...light,
      text: 'rgb(255, 255, 255)',
      font: "600 14px 'Inter Variable', Inter, 'Inter Fallback', sans-serif",
    })
    const drawn = document.querySelector('button')
    expect(drawn?.textContent).toBe('Use passkey')
    expect(drawn?.style.fontWeight).toBe('600')
    expect(drawn?.style.fontFamily).toContain('Inter Fallback')
    expect(document.documentElement.style.colorScheme).toBe('light')

    button.restyle({ ...light, accent: 'rgb(50, 113, 179)', themeMode: 'dark' })
    expect(drawn?.style.background).toContain('rgb(50, 113, 179)')
    expect(document.documentElement.style.colorScheme).toBe('dark')
    button.remove()
  })

  test("param: no font from the frame: the frame's fallback stack at its weight and size", () => {
    const button = createPasskeyButton(document)
    void button.waitForClick({ ...light, accent: '#065fa8' })
    const drawn = document.querySelector('button')
    expect(drawn?.style.fontFamily).toMatch(/^['"]?Inter Fallback['"]?, Arial/)
    expect(drawn?.style.fontSize).toBe('14px')
    expect(drawn?.style.color).toMatch(/^(#fff|rgb\(255, 255, 255\))$/)
    button.remove()
  })
})
