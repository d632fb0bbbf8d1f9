import { formatIssues } from '@porthole/shared-protocol'
import { type FrameConfig, FrameConfigSchema } from './FrameConfigSchema.ts'

export type ParsedFrameConfig = { ok: true; config: FrameConfig } | { ok: false; error: string }

/** Parse the JSON text the frame server injected. Never throws. */
export function parseFrameConfig(text: string | null | undefined): ParsedFrameConfig {
  if (!text) return { ok: false, error: 'Porthole frame config is missing.' }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, error: 'Porthole frame config is not valid JSON.' }
  }
  const result = FrameConfigSchema.safeParse(json)
  if (!result.success) {
    return {
      ok: false,
      error: `Porthole frame config is invalid: ${formatIssues(result.error.issues)}`,
    }
  }
  return { ok: true, config: result.data }
}
