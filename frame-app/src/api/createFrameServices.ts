import type { FrameConfig } from '../config/FrameConfigSchema.ts'
import type { FrameApp } from '../core/FrameApp.ts'
import type { StorageLike } from '../storage/createFrameStorage.ts'
import { createErrorTelemetry, type ErrorTelemetry } from '../telemetry/createErrorTelemetry.ts'
import { watchUncaughtErrors } from '../telemetry/watchUncaughtErrors.ts'
import { createApiClient } from './createApiClient.ts'
import { createDataApi, type DataApi } from './createDataApi.ts'
import { readClientId } from './readClientId.ts'

/**
 * The frame's Data API client and error telemetry, when the frame has an `apiUrl`. Calls carry
 * this browser's `clientId` from the frame's own storage (`frameStorage`, null when blocked).
 * Telemetry waits for the host's dapp data (it may turn analytics off), stops when the visitor
 * declines (`setConsent(false)`), sends usage events only after `setConsent(true)`, and
 * watches uncaught errors.
 */
export function createFrameServices(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  config: Pick<FrameConfig, 'apiUrl' | 'projectId'>,
  getApp: () => FrameApp | null,
  frameStorage: StorageLike | null,
): { api: DataApi | null; telemetry: ErrorTelemetry | null } {
  if (!config.apiUrl) return { api: null, telemetry: null }
  const dapp = () => getApp()?.settings.getSnapshot().context.dapp ?? null
  const api = createDataApi(
    createApiClient({
      baseUrl: config.apiUrl,
      projectId: config.projectId,
      sdkVersion: () => dapp()?.sdkVersion ?? '',
      clientId: readClientId(frameStorage),
    }),
  )
  const settings = () => getApp()?.settings.getSnapshot().context
  const telemetry = createErrorTelemetry({
    send: api.sendErrorEvent,
    isEnabled: () => {
      const data = dapp()
      return data !== null && data.features?.analytics !== false && settings()?.consent !== false
    },
    isUsageAllowed: () => settings()?.consent === true,
    getHostOrigin: () => getApp()?.settings.getSnapshot().context.hostOrigin ?? null,
  })
  watchUncaughtErrors(win, telemetry)
  return { api, telemetry }
}
