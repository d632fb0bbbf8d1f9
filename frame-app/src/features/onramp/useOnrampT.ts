import type { Translate } from '../../i18n/createTranslator.ts'
import { useCatalogT } from '../../i18n/useCatalogT.ts'
import { type OnrampMessageKey, onrampMessages } from './onrampMessages.ts'

/** OnRamp's result strings in the modal's language (English from this chunk). */
export function useOnrampT(): Translate<OnrampMessageKey> {
  return useCatalogT('onramp', onrampMessages)
}
