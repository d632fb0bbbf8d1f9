/**
 * The names feature's lazy-chunk entry: what other parts of the frame take from its lazy code.
 * First-paint code reaches it only with `import()`; lazy code and tests may import it
 * (docs/architecture.md "Feature entries"). The first paint imports `index.ts` instead.
 */
import { namesMessages } from './namesMessages.ts'

export { registerName } from './actions/registerName.ts'
export { coinTypeOf } from './coinTypeOf.ts'
export { useNames } from './hooks/useNames.ts'
export { signRegistration } from './signRegistration.ts'

/** The feature's English catalogs by name, which each locale's `locales/<tag>.json` translates. */
export const englishCatalogs = { names: namesMessages }
