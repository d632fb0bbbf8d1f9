/**
 * The embeddedLogin feature's lazy-chunk entry: what other parts of the frame take from its lazy code.
 * First-paint code reaches it only with `import()`; lazy code and tests may import it
 * (docs/architecture.md "Feature entries"). The first paint imports `index.ts` instead.
 */
import { embeddedMessages } from './embeddedMessages.ts'

export { createEmbeddedLogin } from './createEmbeddedLogin.ts'
export type { EmbeddedMessageKey } from './embeddedMessages.ts'
export { useEmbeddedT } from './useEmbeddedT.ts'
export { EmailLoginPanel } from './views/EmailLogin/EmailLoginPanel.tsx'
export { PageSessionNote } from './views/PageSession/PageSessionNote.tsx'
export { DeviceRecovery } from './views/Recovery/DeviceRecovery.tsx'
export { RecoveryBanner } from './views/Recovery/RecoveryBanner.tsx'
export { RecoveryPanel } from './views/Recovery/RecoveryPanel.tsx'
export { RecoverySetup } from './views/Recovery/RecoverySetup.tsx'
export { UpdateEmailSection } from './views/UpdateEmail/UpdateEmailSection.tsx'

/** The feature's English catalogs by name, which each locale's `locales/<tag>.json` translates. */
export const englishCatalogs = { embedded: embeddedMessages }
