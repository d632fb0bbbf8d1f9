// The second stage's script entry (`porthole-bridge.js`, an IIFE): defines the global the first
// stage reads once the script ran.
import type { BridgeStageModule } from './BridgeStage.ts'
import { LOADER_VERSION } from './bridgeStageBuild.ts'
import { startBridgeStage } from './startBridgeStage.ts'

const stage: BridgeStageModule = { version: LOADER_VERSION, startBridgeStage }
Object.assign(globalThis, { PortholeBridgeStage: stage })
