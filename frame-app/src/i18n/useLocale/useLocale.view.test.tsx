import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { useLocale } from './useLocale.ts'

const languages = ['fr-FR', 'en-US']

function Probe({ hostLocale, tick }: { hostLocale: string | null; tick: number }) {
  const { locale } = useLocale(hostLocale, languages)
  return <p data-tick={tick}>{locale}</p>
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('useLocale', () => {
  test('behavior: the tags are canonicalised again only when the host locale or the languages change', async () => {
    const canonicalise = vi.spyOn(Intl, 'getCanonicalLocales')
    const root = createRoot(document.body.appendChild(document.createElement('div')))
    await act(async () => root.render(<Probe hostLocale="de" tick={0} />))
    const first = canonicalise.mock.calls.length
    expect(first).toBeGreaterThan(0)
    for (let tick = 1; tick <= 5; tick += 1)
      await act(async () => root.render(<Probe hostLocale="de" tick={tick} />))
    expect(canonicalise.mock.calls.length).toBe(first)
    await act(async () => root.render(<Probe hostLocale="ja" tick={6} />))
    expect(canonicalise.mock.calls.length).toBeGreaterThan(first)
    await act(async () => root.unmount())
  })
})
