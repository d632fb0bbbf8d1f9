/** The swap feature as other parts of the frame see it: import it only through this file. */
export { createSwapSlot } from './createSwapSlot.ts'
export { swapAccountOf } from './swapAccountOf.ts'
