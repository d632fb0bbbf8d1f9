/** The permissions feature as other parts of the frame see it: import it only through this file. */

import type { Feature } from '../../core/Feature.ts'
import { bindPermissionsActions } from './bindPermissionsActions.ts'
import { createPermissionsSlot } from './createPermissionsSlot.ts'
import { createPermissionsViews } from './views/createPermissionsViews.ts'

export { createPermissionsSlot, type PermissionsSlot } from './createPermissionsSlot.ts'

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

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createPermissionsViews> {}
}

/** Permissions (issue 39, from Account). */
export const permissionsFeature = {
  slots: ({ rerunLoading }) => ({ permissions: createPermissionsSlot(rerunLoading) }),
  actions: bindPermissionsActions,
  views: createPermissionsViews,
  loaders: { Permissions: (app) => app.permissions.current()?.send({ type: 'LOAD' }) },
} satisfies Feature
