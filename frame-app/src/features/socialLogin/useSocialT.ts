import type { Translate } from '../../i18n/createTranslator.ts'
import { useCatalogT } from '../../i18n/useCatalogT.ts'
import { type SocialMessageKey, socialMessages } from './socialMessages.ts'

/** The social logins' strings in the modal's language (English from their chunk). */
export function useSocialT(): Translate<SocialMessageKey> {
  return useCatalogT('social', socialMessages)
}
