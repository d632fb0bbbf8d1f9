import type { Envelope, Response } from '../lite/envelope.ts'
import type { StandardSchemaV1 } from '../validation/standardSchema.ts'

/**
 * The envelope and response schemas a bridge side checks messages with. The host passes its
 * hand-sized parsers (`liteWire`), the frame the zod ones (`wire`), so neither side bundles the other's
 * schema library; `lite.conformance.test.ts` holds them to the same verdicts.
 */
export type Wire = {
  envelope: StandardSchemaV1<unknown, Envelope>
  response: StandardSchemaV1<unknown, Response>
}
