import type { Translate } from '../../i18n/createTranslator.ts'
import { useCatalogT } from '../../i18n/useCatalogT.ts'
import { type PayMessageKey, payMessages } from './payMessages.ts'

/** The Pay view's strings in the modal's language (English from this chunk). */
export function usePayT(): Translate<PayMessageKey> {
  return useCatalogT('pay', payMessages)
}
