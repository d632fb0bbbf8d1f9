/** The on-ramp feature as other parts of the frame see it: import it only through this file. */
export { createOnrampSlot } from './createOnrampSlot.ts'
export { onrampAccountOf } from './onrampAccountOf.ts'
