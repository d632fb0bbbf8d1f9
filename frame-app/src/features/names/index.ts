export { createNames, type Names, type NamesState } from './createNames.ts'
