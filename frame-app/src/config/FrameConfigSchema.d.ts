import * as z from 'zod/mini'
/**
 * What the frame server injects into index.html as
 * `<script type="application/json" id="porthole-frame-config">`.
 */
export declare const FrameConfigSchema: z.ZodMiniObject<
  {
    projectId: z.ZodMiniString<string>
    allowedOrigins: z.ZodMiniArray<z.ZodMiniString<string>>
    useDefaultOrigins: z.ZodMiniBoolean<boolean>
    apiUrl: z.ZodMiniOptional<z.ZodMiniURL>
    relayUrl: z.ZodMiniOptional<z.ZodMiniString<string>>
  },
  z.core.$strip
>
export type FrameConfig = z.infer<typeof FrameConfigSchema>
export declare const FRAME_CONFIG_ELEMENT_ID = 'porthole-frame-config'
