import type { HostWallet } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import type { RegistryWallet } from '../../../api/WalletPageSchema.ts'
import { buildAllWalletsTiles, tileBadge } from './buildAllWalletsTiles.ts'

const host = (name: string, rdns: string): HostWallet => ({
  uuid: `uuid-${name}`,
  name,
  icon: 'data:image/svg+xml,<svg/>',
  rdns,
  namespace: 'eip155',
})
const reg = (id: string, name: string, rdns?: string): RegistryWallet => ({
  id,
  name,
  imageUrl: `/v1/wallets/${id}/image`,
  ...(rdns ? { rdns } : {}),
})
const base = {
  registry: [reg('r1', 'Alpha', 'com.alpha'), reg('r2', 'Beta'), reg('r3', 'Gamma', 'com.gamma')],
  hostWallets: [host('Alpha', 'com.alpha'), host('Dev', 'dev.porthole')],
  customWallets: [{ id: 'c1', name: 'Custom One', homepage: 'https://c1.example' }],
  recentIds: [] as string[],
  search: '',
  imageUrl: (path: string) => `https://api.test${path}?projectId=p`,
}
const ids = (input: Parameters<typeof buildAllWalletsTiles>[0]) =>
  buildAllWalletsTiles(input).map((tile) => `${tile.kind}:${tile.id}`)

describe('buildAllWalletsTiles', () => {
  test('default: recommended wallets, custom wallets, then the registry with api image urls and host matches', () => {
    const tiles = buildAllWalletsTiles(base)
    expect(tiles.map((t) => `${t.kind}:${t.id}`)).toEqual([
      'registry:r2',
      'registry:r3',
      'custom:c1',
      'registry:r1',
    ])
    expect(tiles[3]).toMatchObject({
      imageUrl: 'https://api.test/v1/wallets/r1/image?projectId=p',
      hostWallet: { rdns: 'com.alpha' },
    })
    expect(tileBadge(tiles[3] as never, [])).toBe('installed')
    expect(tileBadge(tiles[0] as never, [])).toBeNull()
  })

  test('behavior: 4 recommended on top, then featured in the configured order, then the rest', () => {
    const registry = ['f1', 'f2', ...['a', 'b', 'c', 'd', 'e', 'f']].map((id) => reg(id, id))
    const input = {
      ...base,
      hostWallets: [],
      customWallets: [],
      registry,
      featuredWalletIds: ['f2', 'f1'],
    }
    expect(ids(input)).toEqual(
      ['a', 'b', 'c', 'd', 'f2', 'f1', 'e', 'f'].map((id) => `registry:${id}`),
    )
    expect(ids({ ...input, search: 'f' }).slice(0, 2)).toEqual(['registry:f1', 'registry:f2'])
  })

  test('param: recent host wallets follow the recommended ones and are not repeated from the registry', () => {
    const input = { ...base, recentIds: ['com.alpha'] }
    expect(ids(input)).toEqual(['registry:r2', 'registry:r3', 'host:uuid-Alpha', 'custom:c1'])
    expect(tileBadge(buildAllWalletsTiles(input)[2] as never, input.recentIds)).toBe('recent')
  })

  test('param: excluded wallets are hidden by id, rdns or name', () => {
    const input = { ...base, excludeWalletIds: ['R2', 'com.gamma', 'custom one'] }
    expect(ids(input)).toEqual(['registry:r1'])
  })

  test('param: a search keeps matching custom wallets and drops recents', () => {
    expect(ids({ ...base, search: 'custom', recentIds: ['com.alpha'], registry: [] })).toEqual([
      'custom:c1',
    ])
    expect(ids({ ...base, search: 'beta', registry: [reg('r2', 'Beta')] })).toEqual(['registry:r2'])
  })
})
