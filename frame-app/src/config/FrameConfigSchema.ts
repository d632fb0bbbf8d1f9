import { originPatternToRegExp } from '@porthole/shared-protocol'
import * as z from 'zod/mini'

/**
 * What the frame server injects into index.html as
 * `<script type="application/json" id="porthole-frame-config">`.
 */
export const FrameConfigSchema = z.object({
  projectId: z.string().check(z.minLength(1, 'projectId is required')),
  allowedOrigins: z.array(
    z
      .string()
      .check(
        z.maxLength(300),
        z.refine(isOriginPattern, 'expected scheme://host[:port] with * as whole labels'),
      ),
  ),
  useDefaultOrigins: z.boolean(),
  apiUrl: z.optional(z.url()),
  relayUrl: z.optional(z.string().check(z.regex(/^wss?:\/\//, 'relayUrl must be ws:// or wss://'))),
})
export type FrameConfig = z.infer<typeof FrameConfigSchema>

export const FRAME_CONFIG_ELEMENT_ID = 'porthole-frame-config'

function isOriginPattern(pattern: string): boolean {
  try {
    originPatternToRegExp(pattern)
    return true
  } catch {
    return false
  }
}
