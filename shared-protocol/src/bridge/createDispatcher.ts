import type { CallName, CallRequest, CallSuccess, Catalog } from '../catalog/defineCall.ts'
import { ErrorCode, toErrorData } from '../errors.ts'
import type { Response } from '../lite/envelope.ts'
import { validate } from '../validation/standardSchema.ts'
import { isAcceptedVersion, PROTOCOL_VERSION } from '../version.ts'
import type { Wire } from './Wire.ts'

export type Handlers<C extends Catalog> = {
  [N in CallName<C>]: (payload: CallRequest<C, N>) => CallSuccess<C, N> | Promise<CallSuccess<C, N>>
}

/**
 * The receiving side of the bridge: validates the envelope, the protocol version and the
 * payload, then runs the handler. Anything invalid is answered with an error and never acted
 * on; a throwing handler becomes an error response. It never throws itself.
 */
export function createDispatcher<C extends Catalog>(
  catalog: C,
  handlers: Partial<Handlers<C>>,
  options: { wire: Wire; version?: number; onInvalid?: (reason: string) => void },
) {
  const version = options.version ?? PROTOCOL_VERSION
  const refuse = (id: string, message: string, code: number = ErrorCode.invalidMessage) => {
    options.onInvalid?.(message)
    return { id, ok: false, error: { code, message } } satisfies Response
  }
  return async function dispatch(raw: unknown): Promise<Response> {
    const envelope = await validate(options.wire.envelope, raw)
    if (!envelope.ok) return refuse('', `Invalid envelope: ${envelope.message}`)
    const { id, v, name, payload } = envelope.value
    if (!isAcceptedVersion(v, version)) {
      const expected = `${version} or ${version - 1}`
      return refuse(
        id,
        `Protocol version ${v} is not supported (expected ${expected}).`,
        ErrorCode.protocolMismatch,
      )
    }
    const call = Object.hasOwn(catalog, name) ? catalog[name] : undefined
    const handler = Object.hasOwn(handlers, name) ? handlers[name as CallName<C>] : undefined
    if (!call || !handler) return refuse(id, `Unknown call "${name}".`, ErrorCode.unsupportedMethod)
    const parsed = await validate(call.request, payload)
    if (!parsed.ok)
      return refuse(id, `Invalid ${name} request: ${parsed.message}`, call.invalidCode)
    try {
      const result = await handler(parsed.value as CallRequest<C, CallName<C>>)
      return { id, ok: true, result: result ?? null }
    } catch (error) {
      return { id, ok: false, error: toErrorData(error) }
    }
  }
}
