import type { Wire } from '../bridge/Wire.ts'
import { EnvelopeSchema, ResponseSchema } from './envelope.ts'

/** The host's wire schemas, for `createDispatcher` and `createCaller`. */
export const liteWire: Wire = {
  envelope: EnvelopeSchema,
  response: ResponseSchema,
}
