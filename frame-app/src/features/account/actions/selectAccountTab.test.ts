import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createAccountApi } from '#test/createAccountApi.ts'
import { createTestFrameApp, testAddress } from '#test/createTestFrameApp.ts'
import { createAccountData } from '../data/createAccountData.ts'

describe('selectAccountTab', () => {
  it('loads the lists for the connected account, refreshes the selected tab, resets on disconnect', async () => {
    const { api, asked } = createAccountApi()
    const { app } = await createTestFrameApp({ api, connected: true })
    // Before the Account chunk created the actors, selecting a tab does nothing.
    app.actions.selectAccountTab('activity')
    expect(app.accountData.current()).toBeNull()

    const data = app.accountData.ensure(createAccountData)
    await waitFor(data.tokens, (s) => s.matches('ready'))
    expect(data.tokens.getSnapshot().context.items.map((t) => t.symbol)).toEqual(['DUSD'])
    expect(asked).toContain(`/v1/account/${testAddress}/balance?chainId=eip155:137`)

    const before = asked.filter((path) => path.includes('/history')).length
    app.actions.selectAccountTab('activity')
    expect(data.tab.getSnapshot().context.currentTab).toBe('activity')
    await waitFor(data.activity, (s) => s.matches('ready'))
    expect(asked.filter((path) => path.includes('/history'))).toHaveLength(before + 1)

    await app.actions.disconnect()
    await waitFor(app.connection, (s) => s.matches('disconnected'))
    expect(data.tab.getSnapshot().context.currentTab).toBe('tokens')
    expect(data.tokens.getSnapshot().context.items).toEqual([])
  })
})
