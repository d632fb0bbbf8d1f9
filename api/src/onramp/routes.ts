import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { parseInput } from '../parseInput.ts'
import { readJsonBody } from '../readJsonBody.ts'
import { onrampOptions, onrampQuote, onrampUrl } from './queries.ts'
import { OnrampUrlBodySchema, OptionsQuerySchema, QuoteBodySchema } from './schemas.ts'

/**
 * The on-ramp (SPEC §7): buy options, quotes and the provider's widget URL, through the
 * configured provider, with SPEC §8's fallbacks for options and quotes.
 */
export function createOnrampRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/v1/onramp/options', async (c) => {
      const query = parseInput(OptionsQuerySchema, c.req.query(), 'query')
      return c.json(await onrampOptions(deps, query))
    })
    .post('/v1/onramp/quote', async (c) => {
      const body = parseInput(QuoteBodySchema, await readJsonBody(c), 'body')
      return c.json(await onrampQuote(deps, body))
    })
    .post('/v1/generators/onrampurl', async (c) => {
      const body = parseInput(OnrampUrlBodySchema, await readJsonBody(c), 'body')
      return c.json({ url: await onrampUrl(deps, body, deps.clientAddress(c)) })
    })
}
