import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import type { AppEnv } from './AppEnv.ts'

export type RunningServer = {
  url: string
  port: number
  /** Stops accepting connections and resolves once in-flight requests have finished. */
  close(options?: { forceAfterMs?: number }): Promise<void>
}

/** Serves `app` on `host:port` (port 0: any free port). */
export function startServer(
  app: Hono<AppEnv>,
  { port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {},
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => {
      const urlHost = info.family === 'IPv6' ? `[${info.address}]` : info.address
      resolve({
        url: `http://${urlHost}:${info.port}`,
        port: info.port,
        close: ({ forceAfterMs = 10_000 } = {}) =>
          new Promise<void>((done, fail) => {
            const force = setTimeout(() => {
              if ('closeAllConnections' in server) server.closeAllConnections()
            }, forceAfterMs)
            // Connections left idle by finished requests are closed as they appear.
            const sweep = setInterval(() => {
              if ('closeIdleConnections' in server) server.closeIdleConnections()
            }, 50)
            server.close((error) => {
              clearTimeout(force)
              clearInterval(sweep)
              if (error) fail(error)
              else done()
            })
            if ('closeIdleConnections' in server) server.closeIdleConnections()
          }),
      })
    })
    server.once('error', reject)
  })
}
