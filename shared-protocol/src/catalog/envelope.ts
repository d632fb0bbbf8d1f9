import * as z from 'zod/mini'

/** The frame's (zod) copy of the bridge envelope and response; `lite/envelope.ts` is the host's. */
const Integer = z.int()

export const EnvelopeSchema = z.object({
  v: Integer,
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
  name: z.string().check(z.maxLength(64)),
  payload: z.unknown(),
})

const ErrorDataWireSchema = z.object({
  code: Integer,
  message: z.string(),
  data: z.optional(z.unknown()),
})

export const ResponseSchema = z.union([
  z.object({ id: z.string(), ok: z.literal(true), result: z.unknown() }),
  z.object({ id: z.string(), ok: z.literal(false), error: ErrorDataWireSchema }),
])

export type Response = z.infer<typeof ResponseSchema>
