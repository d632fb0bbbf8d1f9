/** The embeddedLogin feature as other parts of the frame see it: import it only through this file. */

export type { EmbeddedLogin } from './createEmbeddedLogin.ts'
export type { EmbeddedSlot } from './createEmbeddedSlot.ts'
export { createEmbeddedSlot } from './createEmbeddedSlot.ts'
export { hasVaultErrorName } from './hasVaultErrorName.ts'
export type { EmbeddedTranslate } from './useEmbeddedT.ts'
