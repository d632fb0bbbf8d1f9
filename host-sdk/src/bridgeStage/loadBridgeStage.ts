import { FrameUnreachableError } from '@porthole/shared-protocol/host'
import { loadScript } from '../frame/loadScript.ts'
import type { BridgeStageModule } from './BridgeStage.ts'
import { BRIDGE_STAGE_INTEGRITY, LOADER_VERSION } from './bridgeStageBuild.ts'

/** The second stage's file, beside the loader's builds under their version on the frame origin. */
export const BRIDGE_STAGE_FILE = 'porthole-bridge.js'

const loadedStage = () =>
  (globalThis as { PortholeBridgeStage?: BridgeStageModule }).PortholeBridgeStage

/**
 * The loader's second stage, from `<frame origin>/loader/<version>/porthole-bridge.js`, pinned
 * by the SRI hash the build wrote into this first stage; a page that has this version's stage
 * already (another modal) uses it. Rejects with FrameUnreachableError (5109) naming the URL when
 * the script does not load or defines no stage of this version, so no promise of the modal
 * waits forever.
 *
 * @example
 * ```ts
 * const { startBridgeStage } = await loadBridgeStage('https://frame.porthole.dev')
 * ```
 */
export async function loadBridgeStage(origin: string): Promise<BridgeStageModule> {
  const url = `${origin}/loader/${LOADER_VERSION}/${BRIDGE_STAGE_FILE}`
  if (loadedStage()?.version !== LOADER_VERSION)
    await loadScript(url, BRIDGE_STAGE_INTEGRITY).catch(() => undefined)
  const stage = loadedStage()
  if (stage?.version !== LOADER_VERSION)
    throw new FrameUnreachableError(
      `The modal's script did not load from ${url}: check frameUrl, and that this page's CSP script-src allows ${origin}.`,
    )
  return stage
}
