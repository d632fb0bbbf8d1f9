import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { discoverHostWallets } from './discoverHostWallets.ts'
import { withInjectedWallet } from './withInjectedWallet.ts'

const browserWallet = {
  uuid: 'injected',
  name: 'Browser Wallet',
  icon: '',
  rdns: '',
  namespace: 'eip155',
}
const metaMask = { uuid: '350670db', name: 'MetaMask', icon: '', rdns: 'io.metamask' }
const wallet = () => ({ request: vi.fn(async () => ['0x1']) })

/** A host page: EIP-6963 events and a `window.ethereum` that counts the writes to it. */
function hostPage(ethereum?: unknown) {
  const page = new EventTarget() as EventTarget & { ethereum?: unknown; writes: number }
  let value = ethereum
  page.writes = 0
  Object.defineProperty(page, 'ethereum', {
    get: () => value,
    set: () => {
      page.writes++
    },
  })
  const inject = (provider: unknown, initialized = true) => {
    value = provider
    if (initialized) page.dispatchEvent(new Event('ethereum#initialized'))
  }
  const announce = (info: object, provider: unknown) =>
    page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
  return { page, inject, announce }
}

function watch(page: EventTarget, exclude: unknown = null) {
  const onChange = vi.fn()
  const announced = discoverHostWallets({ exclude, onChange: () => {}, target: page })
  const wallets = withInjectedWallet(announced, { exclude, onChange, target: page })
  return { wallets, onChange }
}

describe('withInjectedWallet', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('default: a provider only on window.ethereum is the generic Browser Wallet, reached by its uuid', () => {
    const provider = wallet()
    const { page } = hostPage(provider)
    const { wallets, onChange } = watch(page)
    expect(wallets.list()).toEqual([browserWallet])
    expect(wallets.get('injected')).toBe(provider)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(page.writes).toBe(0)
  })

  test('behavior: a provider injected later with ethereum#initialized is listed at once', () => {
    const { page, inject } = hostPage()
    const { wallets, onChange } = watch(page)
    expect(wallets.list()).toEqual([])
    inject(wallet())
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(wallets.list()).toEqual([browserWallet])
  })

  test('behavior: one injected without the event is read once more at 1000 ms, never after', () => {
    const { page, inject } = hostPage()
    const { wallets, onChange } = watch(page)
    inject(wallet(), false)
    vi.advanceTimersByTime(999)
    expect(wallets.list()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(wallets.list()).toEqual([browserWallet])
    expect(onChange).toHaveBeenCalledTimes(1)

    const late = hostPage()
    const lateWallets = watch(late.page)
    vi.advanceTimersByTime(1000)
    late.inject(wallet())
    expect(lateWallets.wallets.list()).toEqual([])
    expect(lateWallets.onChange).not.toHaveBeenCalled()
  })

  test('behavior: a provider also announced through EIP-6963 is listed once, under its announcement', () => {
    const provider = wallet()
    const { page, announce } = hostPage(provider)
    const { wallets } = watch(page)
    expect(wallets.list()).toEqual([browserWallet])
    announce(metaMask, provider)
    expect(wallets.list()).toEqual([{ ...metaMask, namespace: 'eip155' }])
    announce({ ...metaMask, uuid: 'other', name: 'Rabby', rdns: 'io.rabby' }, wallet())
    expect(wallets.list().map((w) => w.name)).toEqual(['MetaMask', 'Rabby'])
  })

  test('behavior: another announced wallet beside it leaves both listed', () => {
    const { page, announce } = hostPage(wallet())
    const { wallets } = watch(page)
    announce(metaMask, wallet())
    expect(wallets.list().map((w) => w.name)).toEqual(['MetaMask', 'Browser Wallet'])
  })

  test('behavior: our own provider on window.ethereum is never listed', () => {
    const own = wallet()
    const { page } = hostPage(own)
    const { wallets, onChange } = watch(page, own)
    vi.advanceTimersByTime(1000)
    expect(wallets.list()).toEqual([])
    expect(onChange).not.toHaveBeenCalled()
  })

  test('error: an announcement under the Browser Wallet uuid cannot stand in for window.ethereum', () => {
    const provider = wallet()
    const impostor = wallet()
    const { page, announce } = hostPage(provider)
    const { wallets } = watch(page)
    announce({ ...metaMask, uuid: 'injected' }, impostor)
    expect(wallets.list()).toEqual([browserWallet])
    expect(wallets.get('injected')).toBe(provider)
  })

  test.each([
    ['nothing', undefined],
    ['an object without request', {}],
  ])('error: window.ethereum holding %s lists nothing', (_label, value) => {
    const { page } = hostPage(value)
    const { wallets } = watch(page)
    vi.advanceTimersByTime(1000)
    expect(wallets.list()).toEqual([])
  })

  test('behavior: stop ends the wait', () => {
    const { page, inject } = hostPage()
    const { wallets, onChange } = watch(page)
    wallets.stop()
    inject(wallet())
    vi.advanceTimersByTime(1000)
    expect(onChange).not.toHaveBeenCalled()
  })
})
