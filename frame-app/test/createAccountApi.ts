import { createDataApiOver } from './createDataApiOver.ts'

/**
 * The Data API's account routes as they answer on the wire: one DUSD balance, empty history and
 * NFTs, and `served` as the supported chains. `asked` records each path with its chainId.
 * @example const { api, asked } = createAccountApi(['eip155:137'])
 */
export function createAccountApi(served: string[] = ['eip155:137']) {
  const asked: string[] = []
  const answers: Record<string, unknown> = {
    'supported-chains': { http: served, ws: [] },
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
  return { api: createDataApiOver(fetch), asked }
}
