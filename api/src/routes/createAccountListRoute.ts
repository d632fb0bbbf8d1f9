import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import type { ChainEntry } from '../chains/createChainRegistry.ts'
import { CaipNetworkIdSchema, EvmAddressSchema } from '../chains/DataChainSchema.ts'
import { validateInput } from '../input/validateInput.ts'
import { validateParam } from '../input/validateParam.ts'

const AccountListQuerySchema = z.object({ chainId: CaipNetworkIdSchema })

/**
 * `GET /v1/account/{address}/<list>?chainId=` (Porthole's paths for what the indexer holds of
 * an EVM address): `{ data }`, the list `read` makes for the chain's entry, the address as
 * given and the chain id; a chain the api does not serve answers `{ data: [] }`.
 * @example createAccountListRoute(deps, 'nfts', (entry, owner, chainId) => readNfts(entry, owner))
 */
export function createAccountListRoute<T>(
  deps: Pick<AppDeps, 'chains'>,
  list: string,
  read: (
    entry: ChainEntry,
    owner: z.output<typeof EvmAddressSchema>,
    chainId: string,
  ) => Promise<T[]>,
): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    `/v1/account/:address/${list}`,
    validateInput('query', AccountListQuerySchema),
    validateParam('address', EvmAddressSchema),
    async (c) => {
      const { chainId } = c.req.valid('query')
      const entry = deps.chains.get(chainId)
      const owner = c.req.valid('param').address
      return c.json({ data: entry ? await read(entry, owner, chainId) : [] })
    },
  )
}
