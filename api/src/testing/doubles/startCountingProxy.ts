import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type CountingProxy = {
  url: string
  /** The JSON-RPC methods of the requests it passed on, one entry per HTTP request. */
  requests(): string[][]
  stop(): Promise<void>
}

/**
 * A JSON-RPC endpoint in front of `target` that passes every request on and notes the methods
 * in it, to count what the api asks of a chain.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const seen: string[][] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const parsed: unknown = JSON.parse(body)
    const calls = (Array.isArray(parsed) ? parsed : [parsed]) as { method: string }[]
    seen.push(calls.map((call) => call.method))
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(await answer.text())
  })
  const url = await new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )
  return {
    url,
    requests: () => [...seen],
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
