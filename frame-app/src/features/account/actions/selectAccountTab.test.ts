import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import {
  connectTestWallet,
  createTestFrameApp,
  testAddress,
} from '../../../../test/createTestFrameApp.ts'
import { createApiClient } from '../../../api/createApiClient.ts'
import { createDataApi } from '../../../api/createDataApi.ts'
import { createAccountData } from '../createAccountData.ts'

/** The Data API's account routes as they answer on the wire, recording each path asked. */
function accountApi() {
  const asked: string[] = []
  const answers: Record<string, unknown> = {
    balance: {
      balances: [
        {
          name: 'Demo USD',
          symbol: 'DUSD',
          chainId: 'eip155:137',
          address: 'eip155:137:0x2',
          value: 12.5,
          price: 1,
          quantity: { decimals: '6', numeric: '12.5' },
          iconUrl: '',
        },
      ],
    },
    history: { data: [], next: null },
    nfts: { data: [] },
  }
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    asked.push(`${url.pathname}?chainId=${url.searchParams.get('chainId')}`)
    const route = url.pathname.split('/').pop()!
    return new Response(JSON.stringify(answers[route]), { status: 200 })
  }
  const api = createDataApi(
    createApiClient({
      baseUrl: 'https://api.test',
      projectId: 'demo',
      sdkVersion: () => 't',
      fetch,
    }),
  )
  return { api, asked }
}

describe('selectAccountTab', () => {
  it('loads the lists for the connected account, refreshes the selected tab, resets on disconnect', async () => {
    const { api, asked } = accountApi()
    const { app } = await createTestFrameApp({ api })
    await connectTestWallet(app)
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
