/**
 * The permissions feature's lazy-chunk entry (docs/architecture.md "Feature entries"): the
 * Permissions view's actions and strings. The first paint imports `index.ts` instead.
 */
import { permissionsMessages } from './permissionsMessages.ts'

export { revokePermission } from './actions/revokePermission.ts'
export type { PermissionsMessageKey } from './permissionsMessages.ts'

/** The feature's English catalogs by name, which each locale's `locales/<tag>.json` translates. */
export const englishCatalogs = { permissions: permissionsMessages }
