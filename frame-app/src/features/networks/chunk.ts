/**
 * The networks feature's lazy-chunk entry: what other parts of the frame take from its lazy code.
 * First-paint code reaches it only with `import()`; lazy code and tests may import it
 * (docs/architecture.md "Feature entries"). The first paint imports `index.ts` instead.
 */
import { networkSwitchMessages } from './networkSwitchMessages.ts'

export { explorerLink } from './explorerLink.ts'
export type { NetworkSwitchMessageKey } from './networkSwitchMessages.ts'

/** The feature's English catalogs by name, which each locale's `locales/<tag>.json` translates. */
export const englishCatalogs = { networkSwitch: networkSwitchMessages }
