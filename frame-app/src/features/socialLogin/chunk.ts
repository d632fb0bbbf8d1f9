/**
 * The socialLogin feature's lazy-chunk entry: what other parts of the frame take from its lazy code.
 * First-paint code reaches it only with `import()`; lazy code and tests may import it
 * (docs/architecture.md "Feature entries"). The first paint imports `index.ts` instead.
 */
import { socialMessages } from './socialMessages.ts'

export { createSocialLogins } from './createSocialLogins.ts'
export { socialLoginOrder } from './socialLoginOrder.ts'
export type { SocialMessageKey } from './socialMessages.ts'
export { SocialsPanel } from './views/SocialsPanel/SocialsPanel.tsx'

/** The feature's English catalogs by name, which each locale's `locales/<tag>.json` translates. */
export const englishCatalogs = { social: socialMessages }
