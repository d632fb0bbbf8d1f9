import { getWallets } from '@wallet-standard/app'
import { describe, expect, test, vi } from 'vitest'
import { attachSolana } from './attachSolana.ts'
import { discoverStandardWallets } from './discoverStandardWallets.ts'
import { createTestWallet } from './testWallet.ts'

describe('discoverStandardWallets', () => {
  test('default: lists registered Solana wallets as descriptors, late ones too; skips Porthole and non-Solana', () => {
    const early = createTestWallet({ name: 'Early' })
    const unregisterEarly = getWallets().register(early.wallet)
    const onChange = vi.fn()
    const wallets = discoverStandardWallets(onChange)
    const names = () => wallets.list().map((w) => w.name)
    expect(names()).toContain('Early')
    const late = createTestWallet({ name: 'Late' })
    getWallets().register(
      late.wallet,
      createTestWallet({ name: 'Porthole' }).wallet,
      createTestWallet({ name: 'Sui only', chains: ['sui:mainnet'] }).wallet,
    )
    expect(names()).toContain('Late')
    expect(names()).not.toContain('Porthole')
    expect(names()).not.toContain('Sui only')
    const descriptor = wallets.list().find((w) => w.name === 'Late')!
    expect(descriptor).toEqual({
      uuid: expect.stringMatching(/^wallet-standard:/),
      name: 'Late',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      rdns: '',
      namespace: 'solana',
    })
    expect(wallets.get(descriptor.uuid)).toBe(late.wallet)
    unregisterEarly()
    expect(names()).not.toContain('Early')
    expect(onChange).toHaveBeenLastCalledWith(wallets.list())
    wallets.stop()
  })

  test('behavior: attachSolana lists wallets to the host and answers only for its own uuids', async () => {
    const setWallets = vi.fn()
    const { wallet } = createTestWallet({ name: 'Attached' })
    getWallets().register(wallet)
    const addOn = attachSolana({ setWallets, pushEvent: vi.fn() })
    const listed = setWallets.mock.lastCall![0].find((w: { name: string }) => w.name === 'Attached')
    expect(addOn.owns(listed.uuid)).toBe(true)
    expect(addOn.owns('metamask-uuid')).toBe(false)
    expect(await addOn.request(listed.uuid, { method: 'standard:connect' })).toMatchObject({
      accounts: [{ address: expect.any(String) }],
    })
    addOn.stop()
  })
})
