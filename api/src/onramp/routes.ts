import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { validateInput } from '../input/validateInput.ts'
import { onrampOptions, onrampQuote, onrampUrl } from './queries.ts'
import { OnrampUrlBodySchema, OptionsQuerySchema, QuoteBodySchema } from './schemas.ts'

/**
 * The on-ramp (SPEC §7): buy options, quotes and the provider's widget URL, through the
 * configured provider, with SPEC §8's fallbacks for options and quotes.
 */
export function createOnrampRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/v1/onramp/options', validateInput('query', OptionsQuerySchema), async (c) => {
      const query = c.req.valid('query')
      return c.json(await onrampOptions(deps, query))
    })
    .post('/v1/onramp/quote', validateInput('json', QuoteBodySchema), async (c) => {
      const body = c.req.valid('json')
      return c.json(await onrampQuote(deps, body))
    })
    .post('/v1/generators/onrampurl', validateInput('json', OnrampUrlBodySchema), async (c) => {
      const body = c.req.valid('json')
      return c.json({ url: await onrampUrl(deps, body, deps.clientAddress(c)) })
    })
}
