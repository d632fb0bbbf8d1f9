import type { Translate } from '../../i18n/createTranslator.ts'
import { useCatalogT } from '../../i18n/useCatalogT.ts'
import { type PermissionsMessageKey, permissionsMessages } from './permissionsMessages.ts'

/** The Permissions view's strings in the modal's language (English from its chunk). */
export function usePermissionsT(): Translate<PermissionsMessageKey> {
  return useCatalogT('permissions', permissionsMessages)
}
