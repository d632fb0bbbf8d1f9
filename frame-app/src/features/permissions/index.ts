/** The permissions feature as other parts of the frame see it: import it only through this file. */

import type { SlotContext } from '../../core/Feature.ts'
import type { FrameApp } from '../../core/FrameApp.ts'
import { bindPermissionsActions } from './bindPermissionsActions.ts'
import { createPermissionsSlot } from './createPermissionsSlot.ts'
import { createPermissionsViews } from './views/createPermissionsViews.ts'

export { createPermissionsSlot, type PermissionsSlot } from './createPermissionsSlot.ts'

import type { PermissionsSlot } from './createPermissionsSlot.ts'
import type { PermissionsMessageKey } from './permissionsMessages.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** The Permissions view's list (issue 39), created by its chunk. */
    permissions: PermissionsSlot
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    permissions: PermissionsMessageKey
  }
}

/** Permissions (issue 39, from Account). */
export const permissionsFeature = {
  slots: (context: SlotContext) => ({ permissions: createPermissionsSlot(context.rerunLoading) }),
  actions: bindPermissionsActions,
  views: createPermissionsViews,
  loaders: { Permissions: (app: FrameApp) => app.permissions.current()?.send({ type: 'LOAD' }) },
}
