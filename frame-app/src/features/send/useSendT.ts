import type { Translate } from '../../i18n/createTranslator.ts'
import { useCatalogT } from '../../i18n/useCatalogT.ts'
import { type SendMessageKey, sendMessages } from './sendMessages.ts'

export type SendTranslate = Translate<SendMessageKey>

/** The Send view's strings in the modal's language (English from this chunk). */
export function useSendT(): SendTranslate {
  return useCatalogT('send', sendMessages)
}
