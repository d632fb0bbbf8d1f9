import {
  CaipNetworkIdSchema,
  WALLET_PAGE_SIZE,
  WALLET_SEARCH_LIMIT,
} from '@porthole/shared-protocol'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { findWalletImage, queryWallets } from '../db/wallets/wallets.ts'
import { NotFoundError } from '../errors.ts'
import { validateInput } from '../input/validateInput.ts'
import { validateParam } from '../input/validateParam.ts'
import { WalletIdSchema } from '../wallets/WalletRegistrySchema.ts'

/** A wallet named by its registry id or its rdns (`io.metamask`). */
const WalletKeySchema = z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/, 'a wallet id or rdns')

/** SPEC §9: pages of 40, search limited to 100 results. */
export { WALLET_PAGE_SIZE, WALLET_SEARCH_LIMIT }

const idList = (item: z.core.$ZodType<string, string>) =>
  z
    .string()
    .optional()
    .transform((list) => (list ? list.split(',').filter(Boolean) : []))
    .pipe(z.array(item).max(100))

const WalletQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  entries: z.coerce.number().int().min(1).max(100).default(WALLET_PAGE_SIZE),
  search: z.string().trim().max(64).optional(),
  include: idList(WalletKeySchema),
  exclude: idList(WalletKeySchema),
  featured: idList(WalletKeySchema),
  chains: idList(CaipNetworkIdSchema),
})

/**
 * `GET /v1/wallets`: the registry for AllWallets, paged (40), `search` over names and rdns (at
 * most 100 results); `include`, `exclude` and `featured` name wallets by id or rdns, `featured`
 * ones first in the order given, then the registry's ranking. `GET /v1/wallets/:id/image`: the wallet's image, cacheable for a day.
 */
export function createWalletRoutes(deps: Pick<AppDeps, 'db'>): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/v1/wallets', validateInput('query', WalletQuerySchema), async (c) => {
      const query = c.req.valid('query')
      const search = query.search || undefined
      const result = await queryWallets(deps.db, {
        ...query,
        search,
        cap: search ? WALLET_SEARCH_LIMIT : undefined,
      })
      return c.json(result)
    })
    .get('/v1/wallets/:id/image', validateParam('id', WalletIdSchema), async (c) => {
      const id = c.req.valid('param').id
      const image = await findWalletImage(deps.db, id)
      if (!image) throw new NotFoundError(`Wallet "${id}" has no image.`)
      c.header('Cache-Control', 'public, max-age=86400, immutable')
      c.header('ETag', image.etag)
      c.header('X-Content-Type-Options', 'nosniff')
      if (
        c.req
          .header('If-None-Match')
          ?.split(/\s*,\s*/)
          .includes(image.etag)
      ) {
        return c.body(null, 304)
      }
      c.header('Content-Type', image.contentType)
      if (image.contentType === 'image/svg+xml') {
        c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      }
      return c.body(new Uint8Array(image.body))
    })
}
