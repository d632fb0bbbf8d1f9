import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createAccountApi } from '#test/createAccountApi.ts'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { createCachedBalanceApi } from '../test/createCachedBalanceApi.ts'
import { createAccountData } from './createAccountData.ts'

describe('createAccountData', () => {
  it('behavior: on a network the data service does not serve, Tokens fails as unavailable, NFTs and Activity are empty, and only the supported chains are asked', async () => {
    // The wallet is on Polygon (eip155:137); this api serves Ethereum only.
    const { api, asked } = createAccountApi(['eip155:1'])
    const { app } = await createTestFrameApp({ api, connected: true })
    const data = app.accountData.ensure(createAccountData)

    await waitFor(data.tokens, (s) => s.matches('failed'))
    expect(data.tokens.getSnapshot().context.error).toMatchObject({
      message: expect.stringContaining('Token Balance Unavailable'),
    })
    await waitFor(data.nfts, (s) => s.matches('ready'))
    await waitFor(data.activity, (s) => s.matches('ready'))
    expect(data.nfts.getSnapshot().context.items).toEqual([])
    expect(data.activity.getSnapshot().context.items).toEqual([])
    // One supported-chains request for the session; no account route was called.
    expect(asked.filter((path) => path === '/v1/supported-chains?chainId=null')).toHaveLength(1)
    expect(asked.filter((path) => path.startsWith('/v1/account/'))).toEqual([])
  })

  it('behavior: on a served network the lists load from the account routes', async () => {
    const { api, asked } = createAccountApi(['eip155:1', 'eip155:137'])
    const { app } = await createTestFrameApp({ api, connected: true })
    const data = app.accountData.ensure(createAccountData)

    await waitFor(data.tokens, (s) => s.matches('ready'))
    expect(data.tokens.getSnapshot().context.items.map((token) => token.symbol)).toEqual(['DUSD'])
    await waitFor(data.activity, (s) => s.matches('ready'))
    await waitFor(data.nfts, (s) => s.matches('ready'))
    expect(asked.filter((path) => path === '/v1/supported-chains?chainId=null')).toHaveLength(1)
    expect(asked.filter((path) => path.startsWith('/v1/account/'))).toHaveLength(3)
  })

  it("behavior: when the chain's coin balance (Account's header) differs from the api's cached one, Tokens reads past the cache, so Tokens and Send agree with the header", async () => {
    const pol = (numeric: string) => ({
      name: 'POL',
      symbol: 'POL',
      chainId: 'eip155:137',
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric },
      iconUrl: '',
    })
    // The api's 30 s cache still holds the balance from before the funds arrived.
    const { api, forced } = createCachedBalanceApi((force) => [pol(force ? '0.05' : '0')])
    const { app } = await createTestFrameApp({ api, connected: true })
    let onChain = 5n * 10n ** 16n
    const data = createAccountData({
      ...app.accountData.deps,
      nativeOnChain: async () => onChain,
    })
    await waitFor(data.tokens, (s) => s.matches('ready'))
    expect(data.tokens.getSnapshot().context.items[0]?.quantity.numeric).toBe('0.05')
    expect(forced.at(-1)).toBe(true)
    // In agreement, the cache serves.
    onChain = 0n
    forced.length = 0
    const again = createAccountData({ ...app.accountData.deps, nativeOnChain: async () => onChain })
    await waitFor(again.tokens, (s) => s.matches('ready'))
    expect(forced.length).toBeGreaterThan(0)
    expect(forced).not.toContain(true)
  })
})
