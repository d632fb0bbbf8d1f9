import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type DownEndpoints = {
  /** Answers every request with 503, as a node out of its load balancer does. */
  unavailable: string
  /** Refuses connections: nothing listens there any more. */
  refused: string
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
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/** Two RPC endpoints that are down, on loopback ports the OS picks. */
export async function startDownEndpoints(): Promise<DownEndpoints> {
  let hits = 0
  const unavailableServer = createServer((_, res) => {
    hits += 1
    res.writeHead(503, { 'content-type': 'text/plain' }).end('upstream unavailable')
  })
  const closedServer = createServer()
  const [unavailable, refused] = await Promise.all([
    listen(unavailableServer),
    listen(closedServer),
  ])
  await close(closedServer)
  return { unavailable, refused, hits: () => hits, stop: () => close(unavailableServer) }
}
