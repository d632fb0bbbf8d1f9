import type { ErrorData } from '../errors.ts'
import { bool, obj, optional, schema } from './check.ts'
import { parseErrorData } from './envelope.ts'

/**
 * The frame server's `GET /status?projectId=<id>` answer (CORS-readable): whether the page
 * that asks (its `Origin`) may embed the frame for that project, and if not, why, as error
 * data (5107 unknown project, 5108 origin not allowed). The loader asks it while the iframe
 * loads, so a setup that cannot work fails in about a second with a message naming the cause.
 * Written with the loader's parsers (`check.ts`) because the host loader parses it.
 */
export type FrameStatus = { ok: true } | { ok: false; error: ErrorData }

export const FrameStatusSchema = schema<FrameStatus>((value) => {
  const status = obj({ ok: bool, error: optional(parseErrorData) })(value) as FrameStatus
  if (status.ok !== ((status as { error?: unknown }).error === undefined))
    throw new TypeError('Expected { ok: true } or { ok: false, error }')
  return status
})
