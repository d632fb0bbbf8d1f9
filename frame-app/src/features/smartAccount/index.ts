/** The smartAccount feature as other parts of the frame see it: import it only through this file. */
export { setAccountType } from './actions/setAccountType.ts'
