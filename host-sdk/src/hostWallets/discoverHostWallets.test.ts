import { describe, expect, test, vi } from 'vitest'
import { discoverHostWallets } from './discoverHostWallets.ts'

const announce = (target: EventTarget, info: object, provider: unknown) =>
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))

const metaMask = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'MetaMask',
  icon: 'data:image/svg+xml,<svg/>',
  rdns: 'io.metamask',
}
const wallet = () => ({ request: vi.fn(async () => ['0x1']) })

describe('discoverHostWallets', () => {
  test('default: asks once, then lists announced wallets as descriptors only', () => {
    const target = new EventTarget()
    const requests = vi.fn()
    target.addEventListener('eip6963:requestProvider', requests)
    const provider = wallet()
    target.addEventListener('eip6963:requestProvider', () => announce(target, metaMask, provider))
    const onChange = vi.fn()
    const wallets = discoverHostWallets({ exclude: null, onChange, target })
    expect(requests).toHaveBeenCalledTimes(1)
    expect(wallets.list()).toEqual([{ ...metaMask, namespace: 'eip155' }])
    expect(onChange).toHaveBeenCalledWith([{ ...metaMask, namespace: 'eip155' }])
    expect(wallets.get(metaMask.uuid)).toBe(provider)
  })

  test('behavior: a late announcement changes the list; the same one again does not', () => {
    const target = new EventTarget()
    const onChange = vi.fn()
    const wallets = discoverHostWallets({ exclude: null, onChange, target })
    const provider = wallet()
    announce(target, metaMask, provider)
    announce(target, metaMask, provider)
    expect(onChange).toHaveBeenCalledTimes(1)
    announce(target, { ...metaMask, uuid: 'b7d2a4f0', name: 'Rabby', rdns: 'io.rabby' }, wallet())
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(wallets.list().map((w) => w.name)).toEqual(['MetaMask', 'Rabby'])
  })

  test('behavior: our own provider and any Porthole provider are left out', () => {
    const target = new EventTarget()
    const own = wallet()
    const onChange = vi.fn()
    const wallets = discoverHostWallets({ exclude: own, onChange, target })
    announce(target, { ...metaMask, name: 'Porthole' }, own)
    announce(target, { ...metaMask, uuid: 'other', rdns: 'dev.porthole' }, wallet())
    expect(wallets.list()).toEqual([])
    expect(onChange).not.toHaveBeenCalled()
  })

  test('behavior: an oversized icon is dropped, the wallet kept', () => {
    const target = new EventTarget()
    const wallets = discoverHostWallets({ exclude: null, onChange: () => {}, target })
    announce(target, { ...metaMask, icon: 'x'.repeat(200_001) }, wallet())
    expect(wallets.list()[0]?.icon).toBe('')
  })

  test.each([
    ['no detail', undefined, wallet()],
    ['no uuid', { ...metaMask, uuid: '' }, wallet()],
    ['a long name', { ...metaMask, name: 'x'.repeat(129) }, wallet()],
    ['no provider', metaMask, undefined],
    ['a provider without request', metaMask, {}],
  ])('error: an announcement with %s is ignored', (_label, info, provider) => {
    const target = new EventTarget()
    const wallets = discoverHostWallets({ exclude: null, onChange: () => {}, target })
    announce(target, info as object, provider)
    expect(wallets.list()).toEqual([])
  })

  test('behavior: stop ends listening', () => {
    const target = new EventTarget()
    const wallets = discoverHostWallets({ exclude: null, onChange: () => {}, target })
    wallets.stop()
    announce(target, metaMask, wallet())
    expect(wallets.list()).toEqual([])
  })

  test('param: wallets announced on solanaTarget (the Solana add-on) get namespace solana', () => {
    const target = new EventTarget()
    const solanaTarget = new EventTarget()
    const wallets = discoverHostWallets({ exclude: null, onChange: () => {}, target, solanaTarget })
    const phantom = { uuid: 'wallet-standard:1-2-3-4', name: 'Phantom', icon: '', rdns: '' }
    announce(target, metaMask, wallet())
    announce(solanaTarget, phantom, wallet())
    expect(wallets.list()).toEqual([
      { ...metaMask, namespace: 'eip155' },
      { ...phantom, namespace: 'solana' },
    ])
  })
})
