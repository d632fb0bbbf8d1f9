import type { Translate } from '../../i18n/createTranslator.ts'
import { useCatalogT } from '../../i18n/useCatalogT.ts'
import { type CallsStatusMessageKey, callsStatusMessages } from './callsStatusMessages.ts'

/** CallsStatus's strings in the modal's language (English from its chunk). */
export function useCallsStatusT(): Translate<CallsStatusMessageKey> {
  return useCatalogT('callsStatus', callsStatusMessages)
}
