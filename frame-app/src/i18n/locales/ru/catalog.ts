import type { LocaleCatalog } from '../../LocaleCatalog.ts'
import { accountType } from './accountType.ts'
import { approveIntent } from './approveIntent.ts'
import { approveSimulation } from './approveSimulation.ts'
import { callsStatus } from './callsStatus.ts'
import { core } from './core.ts'
import { errors } from './errors.ts'
import { features } from './features.ts'
import { networkSwitch } from './networkSwitch.ts'
import { onramp } from './onramp.ts'
import { pay } from './pay.ts'
import { permissions } from './permissions.ts'
import { social } from './social.ts'

/** Russian: every string of the frame, one lazy chunk. */
export const catalog: LocaleCatalog = {
  core,
  ...features,
  social,
  errors,
  networkSwitch,
  accountType,
  callsStatus,
  approveIntent,
  approveSimulation,
  pay,
  permissions,
  onramp,
}
