import type { FrameCore } from '../../core/FrameCore.ts'
import { dismissSignIn } from './actions/dismissSignIn.ts'

/** The sign-in actions' chunk: they run only after a connection, on the sign-in view. */
const siwxChunk = () => import('./chunk.ts')

/** Sign-in's actions bound to one frame; all but `dismiss` load from the feature's chunk. */
export function bindSiwxActions(app: FrameCore) {
  return {
    /** The close button and Escape; closing a required sign-in declines it. */
    dismiss: () => dismissSignIn(app),
    signIn: async () => (await siwxChunk()).signIn(app),
    skipSignIn: async () => (await siwxChunk()).skipSignIn(app),
    signOut: async () => (await siwxChunk()).signOut(app),
  }
}
