import type { EmbeddedLoginError } from '../../EmbeddedLoginState.ts'
import type { EmbeddedTranslate } from '../../useEmbeddedT.ts'

/** The sentence the panel shows for an error, in the modal's language (`t`, `locale`). */
export function describeErrorText(
  error: EmbeddedLoginError,
  t: EmbeddedTranslate,
  locale: string,
): string {
  const clock = (at: number) =>
    new Date(at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
  switch (error.kind) {
    case 'wrongCode':
      return t('wrongCode', { count: error.attemptsLeft })
    case 'locked':
      return t('locked', { time: clock(error.retryAt) })
    case 'tooSoon':
      return t('tooSoon', { time: clock(error.retryAt) })
    case 'unknown':
      return t('unknown', { message: error.message })
    default:
      return t(error.kind)
  }
}
