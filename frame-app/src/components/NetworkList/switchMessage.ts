import type { ErrorData } from '@porthole/shared-protocol'
import type { MessageKey } from '../../i18n/en.ts'

/** The message for a failed switch, by error code and data (never by message text). */
export function switchMessage(error: ErrorData): MessageKey {
  if (error.code === 4001) return 'networks.switchRejected'
  if (error.code === 4200) return 'networks.noProgrammaticSwitch'
  return 'networks.switchFailed'
}
