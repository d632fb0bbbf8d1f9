/** The permissions feature as other parts of the frame see it: import it only through this file. */

export { bindPermissionsActions } from './bindPermissionsActions.ts'
export { createPermissionsSlot, type PermissionsSlot } from './createPermissionsSlot.ts'
export { createPermissionsViews } from './views/createPermissionsViews.ts'

import type { bindPermissionsActions } from './bindPermissionsActions.ts'
import type { PermissionsSlot } from './createPermissionsSlot.ts'
import type { PermissionsMessageKey } from './permissionsMessages.ts'

type PermissionsActions = ReturnType<typeof bindPermissionsActions>

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** The Permissions view's list (issue 39), created by its chunk. */
    permissions: PermissionsSlot
  }
}

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends PermissionsActions {}
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    permissions: PermissionsMessageKey
  }
}

import type { createPermissionsViews } from './views/createPermissionsViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createPermissionsViews> {}
}
