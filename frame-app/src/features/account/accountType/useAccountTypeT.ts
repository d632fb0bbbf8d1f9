import type { Translate } from '../../../i18n/createTranslator.ts'
import { useCatalogT } from '../../../i18n/useCatalogT.ts'
import { type AccountTypeMessageKey, accountTypeMessages } from './accountTypeMessages.ts'

/** The account-type switch's strings in the modal's language (English from its chunk). */
export function useAccountTypeT(): Translate<AccountTypeMessageKey> {
  return useCatalogT('accountType', accountTypeMessages)
}
