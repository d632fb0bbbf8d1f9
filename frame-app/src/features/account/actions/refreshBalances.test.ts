import { describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import { createAccountData } from '../data/createAccountData.ts'
import { createCachedBalanceApi } from '../test/createCachedBalanceApi.ts'

const ETH = 10n ** 18n

describe('refreshBalances', () => {
  it("behavior: funds that arrive while the modal is closed read the same in Account's header, Tokens and Send's list on the next look, though the api's cache still holds the old balance (issue 36)", async () => {
    let onChain = 0n
    // The api's 30 s cache holds the empty balance it first read; forceUpdate reads the chain.
    const { api, forced } = createCachedBalanceApi((force) => {
      const numeric = force ? String(Number(onChain) / Number(ETH)) : '0'
      const eth = {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:137',
        price: 0,
        value: 0,
        iconUrl: '',
      }
      return [{ ...eth, quantity: { decimals: '18', numeric } }]
    })
    const chain = { getBalance: async () => onChain } as unknown as ChainClient
    const { app } = await createTestFrameApp({
      api,
      loadChainClient: async () => chain,
      connected: true,
    })
    const header = () => app.balance.getState().balances[0]?.quantity.numeric

    // First look at Account while the account is empty (the Account chunk makes the lists).
    app.actions.open('Account')
    const data = app.accountData.ensure(createAccountData)
    const tokens = () => data.tokens.getSnapshot().context.items[0]?.quantity.numeric
    await waitFor(data.tokens, (s) => s.matches('ready'))
    await vi.waitFor(() => expect(header()).toBe(0n))
    expect(tokens()).toBe('0')
    app.actions.close()

    // Funds arrive; Account opens again: the header and Tokens both say 0.05.
    onChain = ETH / 20n
    app.actions.open('Account')
    await vi.waitFor(() => expect(header()).toBe(ETH / 20n))
    await waitFor(data.tokens, (s) => s.matches('ready'))
    expect(tokens()).toBe('0.05')
    expect(forced.at(-1)).toBe(true)
    app.actions.close()

    // More arrives; Send opens straight from the page: its list (Tokens) agrees too.
    onChain = ETH / 10n
    app.actions.open('Send')
    await waitFor(data.tokens, (s) => s.matches('ready'))
    expect(tokens()).toBe('0.1')
    await vi.waitFor(() => expect(header()).toBe(ETH / 10n))
  })
})
