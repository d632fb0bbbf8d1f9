import type { Response } from '../catalog/envelope.ts'
import type { ErrorData } from '../errors.ts'
import { bool, integer, match, obj, optional, type Parse, schema, str, unknown } from './check.ts'

/**
 * Every bridge call travels in this envelope. `v` is the sender's protocol version, `id` a
 * `crypto.randomUUID()` (SECURITY.md #5). The payload is checked against the catalog schema
 * of `name` before anything acts on it. Written with the loader's hand-sized parsers
 * (`check.ts`) because the host loader parses it (docs/decisions/0150-the-loaders-diet.md).
 */
export type Envelope = { v: number; id: string; name: string; payload: unknown }
export type { Response }

const parseEnvelope = obj({
  v: integer,
  id: match(/^[0-9a-f-]{36}$/),
  name: match(/^[\s\S]{0,64}$/),
  payload: unknown,
})

export const EnvelopeSchema = schema<Envelope>((value) => {
  const envelope = parseEnvelope(value) as Envelope
  if (!('payload' in envelope)) throw new TypeError('payload: Expected a key')
  return envelope
})

export const parseErrorData: Parse = obj({ code: integer, message: str, data: unknown })
export const ErrorDataLiteSchema = schema<ErrorData>(parseErrorData)

/**
 * `{ id, ok: true, result }` or `{ id, ok: false, error }`, typed as the zod catalog's
 * `Response`, whose verdicts it shares (`createDispatcher.test.ts` runs the bridge over both).
 */
export const ResponseSchema = schema<Response>((value) => {
  const r = obj({ id: str, ok: bool, result: unknown, error: optional(parseErrorData) })(
    value,
  ) as Record<string, unknown>
  if (r.ok ? !('result' in r) || r.error !== undefined : r.error === undefined)
    throw new TypeError('Expected { ok: true, result } or { ok: false, error }')
  return r
})
