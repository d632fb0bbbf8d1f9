/**
 * The swap feature's lazy-chunk entry: what other parts of the frame take from its lazy code.
 * First-paint code reaches it only with `import()`; lazy code and tests may import it
 * (docs/architecture.md "Feature entries"). The first paint imports `index.ts` instead.
 */
import { swapMessages } from './swapMessages.ts'

export { quoteAtLeast } from './actions/quoteAtLeast.ts'
export { SwapShortError, swapAtLeast } from './actions/swapAtLeast.ts'
export { createSwapServices } from './createSwapServices.ts'
export type { SwapMessageKey } from './swapMessages.ts'

/** The feature's English catalogs by name, which each locale's `locales/<tag>.json` translates. */
export const englishCatalogs = { swap: swapMessages }
