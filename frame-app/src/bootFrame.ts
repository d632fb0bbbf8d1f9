import { originPatternToRegExp } from '@porthole/shared-protocol'
import { checkEmbedding } from './bridge/checkEmbedding.ts'
import { createBridge } from './bridge/startBridge.ts'
import { FRAME_CONFIG_ELEMENT_ID } from './config/FrameConfigSchema.ts'
import { parseFrameConfig } from './config/parseFrameConfig.ts'
import { resolveAllowedOrigins } from './config/resolveAllowedOrigins.ts'
import { createFrameApp, type FrameApp } from './state/createFrameApp.ts'

const log = (message: string, detail?: unknown) =>
  detail === undefined
    ? console.error(`[porthole] ${message}`)
    : console.error(`[porthole] ${message}`, detail)

/**
 * Read the injected config, refuse to run outside an allowed embedding, build the frame app
 * and start the bridge. Returns null (render nothing, no handshake) when it must not start.
 */
export function bootFrame(win: Window): { app: FrameApp; isMobile: boolean } | null {
  const parsed = parseFrameConfig(win.document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent)
  if (!parsed.ok) {
    log(parsed.error)
    return null
  }
  const allowedOrigins = resolveAllowedOrigins(parsed.config).map(originPatternToRegExp)
  const ancestors = win.location.ancestorOrigins ? [...win.location.ancestorOrigins] : null
  const embedding = checkEmbedding(
    { framed: win.parent !== win, ancestorOrigins: ancestors },
    allowedOrigins,
  )
  if (!embedding.ok) {
    log(embedding.reason)
    return null
  }
  const isMobile =
    win.matchMedia('(pointer: coarse)').matches && win.matchMedia('(max-width: 768px)').matches
  let app: FrameApp | null = null
  const bridge = createBridge({
    allowedOrigins,
    ancestorOrigin: embedding.ancestorOrigin,
    onHostOrigin: (origin) => app?.settings.send({ type: 'SET_HOST_ORIGIN', origin }),
    onError: (error) => log('Bridge error', error),
  })
  app = createFrameApp({
    callHost: bridge.callHost,
    themeMode: win.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    isMobile,
    storage: safeLocalStorage(win),
    onError: (error) => log('Host call failed', error),
  })
  bridge.start(app).catch((error: unknown) => log('Could not connect to the host page', error))
  return { app, isMobile }
}

function safeLocalStorage(win: Window): Storage | null {
  try {
    return win.localStorage
  } catch {
    return null
  }
}
