import type { ErrorData } from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import type { MessageKey } from '../../i18n/en.ts'

const UnsupportedNamespaceData = z.object({ unsupportedNamespace: z.literal('bip122') })

/** The message for a failed switch, by error code and data (never by message text). */
export function switchMessage(error: ErrorData): MessageKey {
  if (error.code === 4001) return 'networks.switchRejected'
  if (error.code === 4200) return 'networks.noProgrammaticSwitch'
  if (error.code === 4902 && UnsupportedNamespaceData.safeParse(error.data).success)
    return 'networks.bitcoinUnsupported'
  return 'networks.switchFailed'
}
