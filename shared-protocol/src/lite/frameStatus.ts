import * as v from 'valibot'
import { ErrorDataLiteSchema } from './envelope.ts'

/**
 * The frame server's `GET /status?projectId=<id>` answer (CORS-readable): whether the page
 * that asks (its `Origin`) may embed the frame for that project, and if not, why, as error
 * data (5107 unknown project, 5108 origin not allowed). The loader asks it while the iframe
 * loads, so a setup that cannot work fails in about a second with a message naming the cause.
 * Written with valibot because the host loader parses it.
 */
export const FrameStatusSchema = v.union([
  v.object({ ok: v.literal(true) }),
  v.object({ ok: v.literal(false), error: ErrorDataLiteSchema }),
])
export type FrameStatus = v.InferOutput<typeof FrameStatusSchema>
