import type { EmbeddedLoginError } from '../../EmbeddedLoginState.ts'
import { embeddedT } from '../../embeddedMessages.ts'

const clock = (at: number) =>
  new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

/** The sentence the panel shows for an error. */
export function describeErrorText(error: EmbeddedLoginError): string {
  switch (error.kind) {
    case 'wrongCode':
      return error.attemptsLeft === 1
        ? embeddedT('wrongCodeOne')
        : embeddedT('wrongCode', { count: String(error.attemptsLeft) })
    case 'locked':
      return embeddedT('locked', { time: clock(error.retryAt) })
    case 'tooSoon':
      return embeddedT('tooSoon', { time: clock(error.retryAt) })
    case 'unknown':
      return embeddedT('unknown', { message: error.message })
    default:
      return embeddedT(error.kind)
  }
}
