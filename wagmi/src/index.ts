export type { PortholeParameters } from './porthole.ts'
export { porthole } from './porthole.ts'
