export { registerName } from './actions/registerName.ts'
export { coinTypeOf } from './coinTypeOf.ts'
export { createNames, type Names, type NamesState } from './createNames.ts'
export { useNames } from './hooks/useNames.ts'
