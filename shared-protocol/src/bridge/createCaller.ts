import type { CallName, CallRequest, CallSuccess, Catalog } from '../catalog/defineCall.ts'
import { fromErrorData, InvalidMessageError } from '../errors.ts'
import type { Envelope } from '../lite/envelope.ts'
import { validate } from '../validation/standardSchema.ts'
import { PROTOCOL_VERSION } from '../version.ts'
import type { Wire } from './Wire.ts'

/**
 * The calling side of the bridge: wraps a payload in an envelope, sends it, checks the answer
 * against the catalog and returns the typed result, or throws the typed error it carried.
 */
export function createCaller<C extends Catalog>(
  catalog: C,
  send: (envelope: Envelope) => Promise<unknown>,
  options: { wire: Wire; version?: number },
) {
  const version = options.version ?? PROTOCOL_VERSION
  return async function call<N extends CallName<C>>(
    name: N,
    payload: CallRequest<C, N>,
  ): Promise<CallSuccess<C, N>> {
    const raw = await send({ v: version, id: crypto.randomUUID(), name, payload })
    const response = await validate(options.wire.response, raw)
    if (!response.ok)
      throw new InvalidMessageError(`Invalid response to ${name}: ${response.message}`)
    if (!response.value.ok) throw fromErrorData(response.value.error)
    const result = await validate(catalog[name]!.success, response.value.result)
    if (!result.ok) throw new InvalidMessageError(`Invalid ${name} result: ${result.message}`)
    return result.value as CallSuccess<C, N>
  }
}
