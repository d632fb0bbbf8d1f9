export { recheckSignIn } from './actions/recheckSignIn.ts'
export { createSiwx, type Siwx, type SiwxState } from './createSiwx.ts'
export { signText } from './signText.ts'
export { siwxExpiry } from './siwxExpiry.ts'
