import { describe, expect, test } from 'vitest'
import { generateWalletRegistry } from './generateWalletRegistry.ts'
import { WalletRegistrySchema } from './WalletRegistrySchema.ts'

describe('generateWalletRegistry', () => {
  test('default: 600 valid wallets with distinct ids, names and images', () => {
    const { wallets } = WalletRegistrySchema.parse(generateWalletRegistry())
    expect(wallets).toHaveLength(600)
    expect(new Set(wallets.map((w) => w.id)).size).toBe(600)
    expect(new Set(wallets.map((w) => w.name)).size).toBe(600)
    expect(wallets.every((w) => w.image?.contentType === 'image/svg+xml')).toBe(true)
    expect(wallets.every((w) => w.chains.includes('eip155:1'))).toBe(true)
  })

  test('behavior: the same seed gives the same registry, another seed another order', () => {
    expect(generateWalletRegistry(50, 3)).toEqual(generateWalletRegistry(50, 3))
    expect(generateWalletRegistry(50, 4).wallets[0]).not.toEqual(
      generateWalletRegistry(50, 3).wallets[0],
    )
  })
})
