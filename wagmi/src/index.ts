export { PortholeConnectorNotFoundError, pay } from './pay.ts'
export type { PortholeParameters, PortholeProperties } from './porthole.ts'
export { porthole } from './porthole.ts'
