import type { Connection } from '../connection/index.ts'
import { signText } from '../siwx/chunk.ts'
import { coinTypeOf } from './coinTypeOf.ts'

/**
 * A name registration as the api takes it (SPEC §4): JSON of the name, the network's coin type,
 * no attributes and the time in seconds, signed by the connection's wallet. Loaded when the
 * user registers, never in the first paint.
 */
export async function signRegistration(connection: Connection, label: string, now: number) {
  const coinType = coinTypeOf(connection.caipNetworkId)
  const message = JSON.stringify({
    name: label,
    coin_type: coinType,
    attributes: {},
    timestamp: Math.floor(now / 1000),
  })
  return { coinType, message, signature: await signText(connection, message) }
}
