import type { Translate } from '../../i18n/createTranslator.ts'
import { useCatalogT } from '../../i18n/useCatalogT.ts'
import { type SwapMessageKey, swapMessages } from './swapMessages.ts'

export type SwapTranslate = Translate<SwapMessageKey>

/** The Swap view's strings in the modal's language (English from this chunk). */
export function useSwapT(): SwapTranslate {
  return useCatalogT('swap', swapMessages)
}
