import { Hono } from 'hono'
import { startServer } from '../../startServer.ts'

/** A listing as WalletConnect's Explorer API sends it (`/v3/wallets`), loosely typed. */
export type ExplorerDoubleListing = { id: string; name: string; image_id?: string } & Record<
  string,
  unknown
>

/**
 * A stand-in for WalletConnect's Explorer API on loopback, speaking its JSON:
 * `GET /v3/wallets?projectId&entries&page` answers `{ listings: { <id>: listing }, count,
 * total }` in the order of `state.listings`; `GET /v3/logo/md/<image id>?projectId` answers
 * the image registered in `state.images` (PNG or SVG). Without projectId both answer 401 as
 * the Explorer does. `state.requests` records each path and query.
 */
export async function startExplorerDouble(options: {
  listings: ExplorerDoubleListing[]
  images: Record<string, { contentType: string; body: Uint8Array }>
}) {
  const state = { ...options, requests: [] as string[] }
  const app = new Hono()
    .use(async (c, next) => {
      const url = new URL(c.req.url)
      state.requests.push(url.pathname + url.search)
      if (!url.searchParams.get('projectId')) {
        return c.json({ message: 'projectId is required' }, 401)
      }
      return next()
    })
    .get('/v3/wallets', (c) => {
      const entries = Math.min(Number(c.req.query('entries') ?? 100), 100)
      const page = Number(c.req.query('page') ?? 1)
      const slice = state.listings.slice((page - 1) * entries, page * entries)
      return c.json({
        listings: Object.fromEntries(slice.map((listing) => [listing.id, listing])),
        count: slice.length,
        total: state.listings.length,
      })
    })
    .get('/v3/logo/md/:imageId', (c) => {
      const image = state.images[c.req.param('imageId')]
      if (!image) return c.json({ message: 'not found' }, 404)
      return c.body(new Uint8Array(image.body), 200, { 'content-type': image.contentType })
    })
  const server = await startServer(app as never, { port: 0, host: '127.0.0.1' })
  return { url: server.url, state, close: server.close }
}
