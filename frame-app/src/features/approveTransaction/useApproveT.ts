import type { Translate } from '../../i18n/createTranslator.ts'
import { useCatalogT } from '../../i18n/useCatalogT.ts'
import { type ApproveMessageKey, approveMessages } from './approveMessages.ts'

export type ApproveTranslate = Translate<ApproveMessageKey>

/** ApproveTransaction's strings in the modal's language (English from this chunk). */
export function useApproveT(): ApproveTranslate {
  return useCatalogT('approve', approveMessages)
}
