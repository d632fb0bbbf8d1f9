import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { CaipNetworkIdSchema, EvmAddressSchema } from '../chains/DataChainSchema.ts'
import { NotFoundError, UpstreamError } from '../errors.ts'
import { validateInput } from '../input/validateInput.ts'
import { findNftImageUrl } from './queries.ts'

/** Largest image served, in bytes. */
export const MAX_NFT_IMAGE_BYTES = 2 * 1024 * 1024
const IMAGE_TIMEOUT_MS = 5000

const ImageParamsSchema = z.object({
  chainId: CaipNetworkIdSchema,
  address: EvmAddressSchema,
  tokenId: z.string().regex(/^\d{1,78}$/, 'a token id is a decimal integer'),
})

/** The image of the NFT `params` names, fetched from its stored metadata's URL. */
async function fetchNftImage(deps: AppDeps, params: z.output<typeof ImageParamsSchema>) {
  const url = await findNftImageUrl(deps.db, {
    chainId: params.chainId,
    address: params.address.toLowerCase(),
    tokenId: params.tokenId,
  })
  if (!url) throw new NotFoundError('This token has no known image.')
  return deps
    .fetchPublic(url, {
      maxBytes: MAX_NFT_IMAGE_BYTES,
      timeoutMs: IMAGE_TIMEOUT_MS,
      accept: ['image/'],
    })
    .catch((error: unknown) => {
      throw new UpstreamError('The image could not be fetched.', { cause: error })
    })
}

/**
 * `GET /v1/nfts/{chainId}/{contract}/{tokenId}/image`: the image of a token the NFT route
 * listed, fetched by the api through `fetchPublic` (public addresses only, 2 MB, image types)
 * and served with a CSP that lets no script run (an SVG opened on its own included). Only URLs
 * from stored metadata are fetched, so this is no open proxy. 404 when there is none, 502 when
 * the image host fails.
 */
export function createNftImageRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    '/v1/nfts/:chainId/:address/:tokenId/image',
    validateInput('param', ImageParamsSchema),
    async (c) => {
      const image = await fetchNftImage(deps, c.req.valid('param'))
      return c.body(image.body as Uint8Array<ArrayBuffer>, 200, {
        'content-type': image.contentType,
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      })
    },
  )
}
