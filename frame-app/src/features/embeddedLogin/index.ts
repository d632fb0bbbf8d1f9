export type { EmbeddedSlot } from './createEmbeddedSlot.ts'
export { createEmbeddedSlot } from './createEmbeddedSlot.ts'
