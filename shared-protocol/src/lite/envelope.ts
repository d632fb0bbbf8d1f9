import * as v from 'valibot'
import type { Wire } from '../bridge/Wire.ts'
import type { Response } from '../catalog/envelope.ts'

/**
 * Every bridge call travels in this envelope. `v` is the sender's protocol version, `id` a
 * `crypto.randomUUID()` (SECURITY.md #5). The payload is checked against the catalog schema
 * of `name` before anything acts on it. Written with valibot because both the host loader and
 * the frame parse it (docs/decisions.md).
 */
/** An integer (`Number.isInteger`, as valibot's `integer`), by check for the loader's size. */
const Integer = v.custom<number>(Number.isInteger)

export const EnvelopeSchema = v.object({
  v: Integer,
  id: v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}$/)),
  name: v.pipe(v.string(), v.maxLength(64)),
  payload: v.unknown(),
})
export type Envelope = v.InferOutput<typeof EnvelopeSchema>
export type { Response }

export const ErrorDataLiteSchema = v.object({
  code: Integer,
  message: v.string(),
  data: v.optional(v.unknown()),
})

/**
 * `{ id, ok: true, result }` or `{ id, ok: false, error }`: one object and a check rather than a
 * union, for the loader's size; typed as the zod catalog's `Response`, whose verdicts it shares
 * (`createDispatcher.test.ts` runs the bridge over both).
 */
export const ResponseSchema = v.pipe(
  v.object({
    id: v.string(),
    ok: v.boolean(),
    result: v.optional(v.unknown()),
    error: v.optional(ErrorDataLiteSchema),
  }),
  v.check((r) => (r.ok ? 'result' in r && r.error === undefined : r.error !== undefined)),
) as v.GenericSchema<unknown, Response>

/** The host's wire schemas, for `createDispatcher` and `createCaller`. */
export const liteWire: Wire = { envelope: EnvelopeSchema, response: ResponseSchema }
