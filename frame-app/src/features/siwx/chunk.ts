/**
 * The siwx feature's lazy-chunk entry: what other parts of the frame take from its lazy code.
 * First-paint code reaches it only with `import()`; lazy code and tests may import it
 * (docs/architecture.md "Feature entries"). The first paint imports `index.ts` instead.
 */
import { siwxMessages } from './views/SIWXSignMessage/siwxMessages.ts'

export { signIn } from './actions/signIn.ts'
export { signOut } from './actions/signOut.ts'
export { skipSignIn } from './actions/skipSignIn.ts'
export { signSiwxMessage } from './signSiwxMessage.ts'
export { signText } from './signText.ts'

/** The feature's English catalogs by name, which each locale's `locales/<tag>.json` translates. */
export const englishCatalogs = { siwx: siwxMessages }
