import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * How the api names a client for per-client limits: the last entry of `header` when a
 * reverse proxy sets it (the entry that proxy appended, which the client cannot forge),
 * otherwise the socket's peer address; `unknown` when neither exists (in-process requests).
 */
export function createClientAddress(header?: string): (c: Context) => string {
  return (c) => {
    if (header) {
      const last = c.req.header(header)?.split(',').at(-1)?.trim()
      if (last) return last.slice(0, 64)
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      return 'unknown'
    }
  }
}
