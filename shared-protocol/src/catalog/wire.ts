import type { Wire } from '../bridge/Wire.ts'
import { EnvelopeSchema, ResponseSchema } from './envelope.ts'

/** The frame's wire schemas, for `createDispatcher` and `createCaller`. */
export const wire: Wire = { envelope: EnvelopeSchema, response: ResponseSchema }
