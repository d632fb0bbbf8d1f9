import type { Clock } from '../../clock.ts'
import type { Env } from '../../env.ts'
import { createCoinbaseOnrampClient, type OnrampClient } from './createCoinbaseOnrampClient.ts'

/**
 * The on-ramp client the environment configures, or undefined without ONRAMP_KEY_NAME and
 * ONRAMP_KEY_SECRET (then options and quotes are SPEC §8's fallbacks). A PEM given on one
 * line with `\n` escapes is accepted.
 */
export function onrampClientFromEnv(env: Env, clock: Clock): OnrampClient | undefined {
  if (!env.ONRAMP_KEY_NAME || !env.ONRAMP_KEY_SECRET) return undefined
  return createCoinbaseOnrampClient(
    {
      baseUrl: env.ONRAMP_API_URL,
      widgetUrl: env.ONRAMP_WIDGET_URL,
      apiKey: {
        name: env.ONRAMP_KEY_NAME,
        privateKeyPem: env.ONRAMP_KEY_SECRET.replaceAll('\\n', '\n'),
      },
    },
    clock,
  )
}
