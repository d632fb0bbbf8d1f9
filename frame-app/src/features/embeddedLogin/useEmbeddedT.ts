import type { Translate } from '../../i18n/createTranslator.ts'
import { useCatalogT } from '../../i18n/useCatalogT.ts'
import { type EmbeddedMessageKey, embeddedMessages } from './embeddedMessages.ts'

export type EmbeddedTranslate = Translate<EmbeddedMessageKey>

/** The email login panel's strings in the modal's language (English from its chunk). */
export function useEmbeddedT(): EmbeddedTranslate {
  return useCatalogT('embedded', embeddedMessages)
}
