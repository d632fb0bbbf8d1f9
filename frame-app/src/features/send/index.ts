/** The send feature as other parts of the frame see it: import it only through this file. */
export { createSendSlot, type SendSlot } from './createSendSlot.ts'
export { sendAccountOf } from './sendAccountOf.ts'
