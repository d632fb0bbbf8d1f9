import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type DownEndpoints = {
  /** Answers every request with 503, as a node out of its load balancer does. */
  unavailable: string
  /** Refuses connections: nothing listens there any more. */
  refused: string
  /** Takes every request and never answers (a hung node, a black-holed route). */
  stalled: string
  /** Answers 200 with an HTML page, as a captive portal or a misrouted proxy does. */
  garbage: string
  /** Answers 200 with JSON that is not a JSON-RPC answer (no result, no error). */
  stray: string
  /** How many requests the 503 endpoint got. */
  hits(): number
  stop(): Promise<void>
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )
const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })

/** RPC endpoints that are down or broken in each way, on loopback ports the OS picks. */
export async function startDownEndpoints(): Promise<DownEndpoints> {
  let hits = 0
  const unavailableServer = createServer((_, res) => {
    hits += 1
    res.writeHead(503, { 'content-type': 'text/plain' }).end('upstream unavailable')
  })
  const closedServer = createServer()
  const stalledServer = createServer(() => undefined)
  const garbageServer = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><h1>Welcome</h1></html>')
  })
  const strayServer = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('[{"jsonrpc":"2.0","id":0}]')
  })
  const [unavailable, refused, stalled, garbage, stray] = await Promise.all(
    [unavailableServer, closedServer, stalledServer, garbageServer, strayServer].map(listen),
  )
  await close(closedServer)
  return {
    unavailable: unavailable!,
    refused: refused!,
    stalled: stalled!,
    garbage: garbage!,
    stray: stray!,
    hits: () => hits,
    stop: async () => {
      await Promise.all([unavailableServer, stalledServer, garbageServer, strayServer].map(close))
    },
  }
}
