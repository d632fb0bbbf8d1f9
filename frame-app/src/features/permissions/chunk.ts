/**
 * The permissions feature's lazy-chunk entry (docs/architecture.md "Feature entries"): the
 * Permissions view's actions and strings. The first paint imports `index.ts` instead.
 */
export { revokePermission } from './actions/revokePermission.ts'
export { type PermissionsMessageKey, permissionsMessages } from './permissionsMessages.ts'
