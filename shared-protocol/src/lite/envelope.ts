import * as v from 'valibot'
import type { Wire } from '../bridge/Wire.ts'

/**
 * Every bridge call travels in this envelope. `v` is the sender's protocol version, `id` a
 * `crypto.randomUUID()` (SECURITY.md #5). The payload is checked against the catalog schema
 * of `name` before anything acts on it. Written with valibot because both the host loader and
 * the frame parse it (docs/decisions.md).
 */
const Integer = v.pipe(v.number(), v.integer())

export const EnvelopeSchema = v.object({
  v: Integer,
  id: v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}$/)),
  name: v.pipe(v.string(), v.maxLength(64)),
  payload: v.unknown(),
})
export type Envelope = v.InferOutput<typeof EnvelopeSchema>

export const ErrorDataLiteSchema = v.object({
  code: Integer,
  message: v.string(),
  data: v.optional(v.unknown()),
})

export const ResponseSchema = v.union([
  v.object({ id: v.string(), ok: v.literal(true), result: v.unknown() }),
  v.object({ id: v.string(), ok: v.literal(false), error: ErrorDataLiteSchema }),
])
export type Response = v.InferOutput<typeof ResponseSchema>

/** The host's wire schemas, for `createDispatcher` and `createCaller`. */
export const liteWire: Wire = { envelope: EnvelopeSchema, response: ResponseSchema }
