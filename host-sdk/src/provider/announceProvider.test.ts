import { describe, expect, test, vi } from 'vitest'
import { announceProvider, PORTHOLE_RDNS } from './announceProvider.ts'
import type { EIP1193Provider } from './createProvider.ts'

const provider = { request: async () => null } as unknown as EIP1193Provider

describe('announceProvider', () => {
  test('default: announces Porthole at once with its rdns and an SVG data-URI icon', () => {
    const target = new EventTarget()
    const seen = vi.fn()
    target.addEventListener('eip6963:announceProvider', (event) =>
      seen((event as CustomEvent).detail),
    )
    const stop = announceProvider(provider, target)
    stop()
    expect(seen).toHaveBeenCalledTimes(1)
    const { info, provider: announced } = seen.mock.calls[0]![0]
    expect(announced).toBe(provider)
    expect(info).toMatchObject({ name: 'Porthole', rdns: PORTHOLE_RDNS })
    expect(info.rdns).toBe('dev.porthole')
    expect(info.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(info.icon).toMatch(/^data:image\/svg\+xml,<svg /)
    expect(Object.isFrozen(info)).toBe(true)
  })

  test('behavior: announces again on every eip6963:requestProvider until stopped', () => {
    const target = new EventTarget()
    const seen = vi.fn()
    target.addEventListener('eip6963:announceProvider', seen)
    const stop = announceProvider(provider, target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveBeenCalledTimes(2)
    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveBeenCalledTimes(2)
  })

  test('behavior: a second modal made while the first one answers is not announced; one made after it stops is', () => {
    const target = new EventTarget()
    const seen: unknown[] = []
    target.addEventListener('eip6963:announceProvider', (event) =>
      seen.push((event as CustomEvent).detail.provider),
    )
    const second = { request: async () => null } as unknown as EIP1193Provider
    const stopFirst = announceProvider(provider, target)
    const stopSecond = announceProvider(second, target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toEqual([provider, provider])
    stopSecond()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toEqual([provider, provider, provider])
    stopFirst()
    const stopThird = announceProvider(second, target)
    expect(seen).toEqual([provider, provider, provider, second])
    stopThird()
  })
})
