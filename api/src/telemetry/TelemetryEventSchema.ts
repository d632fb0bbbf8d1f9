import { z } from 'zod'

/**
 * SPEC §7 telemetry body: an error, or a usage event the visitor consented to (`track`).
 * Nothing personal: the url keeps its origin only.
 */
export const TelemetryEventSchema = z.object({
  eventId: z.uuid(),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .transform((url) => {
      const parsed = new URL(url)
      return parsed.origin
    }),
  domain: z.string().min(1).max(253),
  timestamp: z.number().int().nonnegative().max(4_102_444_800_000),
  props: z.object({
    type: z.enum(['error', 'track']),
    event: z.string().min(1).max(64),
    errorType: z.string().max(128).optional(),
    errorMessage: z.string().max(2000).optional(),
    stackTrace: z.string().max(10_000).optional(),
  }),
})
export type TelemetryEvent = z.output<typeof TelemetryEventSchema>
