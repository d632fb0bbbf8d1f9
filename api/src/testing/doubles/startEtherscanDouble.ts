import { Hono } from 'hono'
import { startServer } from '../../startServer.ts'

type Row = Record<string, string> & { blockNumber: string; from: string; to: string }
export type EtherscanData = { txlist: Row[]; tokentx: Row[]; tokennfttx: Row[] }

/**
 * A stand-in for an Etherscan-compatible explorer API on loopback, speaking its JSON:
 * `?module=account&action=txlist|tokentx|tokennfttx&address&page&offset&sort&apikey`,
 * `{ status: '1', message: 'OK', result }`, `{ status: '0', message: 'No transactions
 * found', result: [] }` and `{ status: '0', message: 'NOTOK', result: 'Invalid API Key' }`.
 * `broken: true` makes it answer HTML, as a proxy error page would.
 */
export async function startEtherscanDouble(data: EtherscanData, options: { apiKey: string }) {
  const state = { broken: false, requests: [] as URLSearchParams[] }
  const app = new Hono().get('/api', (c) => {
    const params = new URL(c.req.url).searchParams
    state.requests.push(params)
    if (state.broken) return c.html('<html>502 Bad Gateway</html>', 502)
    if (params.get('apikey') !== options.apiKey) {
      return c.json({ status: '0', message: 'NOTOK', result: 'Invalid API Key' })
    }
    const action = params.get('action') as keyof EtherscanData
    const address = params.get('address')?.toLowerCase()
    if (params.get('module') !== 'account' || !(action in data) || !address) {
      return c.json({
        status: '0',
        message: 'NOTOK',
        result: 'Error! Missing Or invalid Module name',
      })
    }
    const page = Number(params.get('page') ?? '1')
    const offset = Number(params.get('offset') ?? '10000')
    const rows = data[action]
      .filter((row) => row.from.toLowerCase() === address || row.to.toLowerCase() === address)
      .sort((a, b) => Number(b.blockNumber) - Number(a.blockNumber))
      .slice((page - 1) * offset, page * offset)
    return rows.length === 0
      ? c.json({ status: '0', message: 'No transactions found', result: [] })
      : c.json({ status: '1', message: 'OK', result: rows })
  })
  const server = await startServer(app as never, { port: 0, host: '127.0.0.1' })
  return { url: `${server.url}/api`, state, close: server.close }
}
