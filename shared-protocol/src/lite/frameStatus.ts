import * as v from 'valibot'
import { ErrorDataLiteSchema } from './envelope.ts'

/**
 * The frame server's `GET /status?projectId=<id>` answer (CORS-readable): whether the page
 * that asks (its `Origin`) may embed the frame for that project, and if not, why, as error
 * data (5107 unknown project, 5108 origin not allowed). The loader asks it while the iframe
 * loads, so a setup that cannot work fails in about a second with a message naming the cause.
 * Written with valibot because the host loader parses it.
 */
export type FrameStatus =
  | { ok: true }
  | { ok: false; error: v.InferOutput<typeof ErrorDataLiteSchema> }
export const FrameStatusSchema = v.pipe(
  v.object({ ok: v.boolean(), error: v.optional(ErrorDataLiteSchema) }),
  v.check((status) => status.ok === (status.error === undefined)),
) as v.GenericSchema<unknown, FrameStatus>
