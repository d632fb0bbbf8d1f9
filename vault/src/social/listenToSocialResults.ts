import { type SocialInbox, SocialResultSchema } from './createSocialInbox.ts'

/**
 * Takes the social-login results the api's callback page posts (from the popup, at exactly
 * this vault's origin): only messages from the api's origin, checked with the schema.
 */
export function listenToSocialResults(options: {
  window: Window
  apiOrigin: string
  inbox: SocialInbox
}): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin !== options.apiOrigin) return
    const result = SocialResultSchema.safeParse(event.data)
    if (result.success) options.inbox.receive(result.data)
  }
  options.window.addEventListener('message', listener)
  return () => options.window.removeEventListener('message', listener)
}
