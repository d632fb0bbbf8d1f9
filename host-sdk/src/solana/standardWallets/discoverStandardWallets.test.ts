import { getWallets } from '@wallet-standard/app'
import { describe, expect, test, vi } from 'vitest'
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
})
