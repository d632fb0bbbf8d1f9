import type { LocaleCatalog } from '../../LocaleCatalog.ts'
import { core } from './core.ts'
import { features } from './features.ts'

/** Turkish: every string of the frame, one lazy chunk. */
export const catalog: LocaleCatalog = { core, ...features }
