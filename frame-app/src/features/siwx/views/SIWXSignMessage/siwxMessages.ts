import type { Translate } from '../../../../i18n/createTranslator.ts'
import { useCatalogT } from '../../../../i18n/useCatalogT.ts'

/** SIWXSignMessage's English strings: they load with the view, not the first paint. */
export const siwxMessages = {
  'siwx.heading': '{name} needs to connect to your wallet',
  'siwx.detail': 'Sign this message to prove you own this wallet and sign in to {domain}.',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Signing…',
  'siwx.cancel': 'Cancel',
  'siwx.declined': 'Signature declined',
  'siwx.failed': 'Sign-in failed. Try again.',
} as const

export type SiwxMessageKey = keyof typeof siwxMessages

/** SIWXSignMessage's strings in the modal's language (English from its chunk). */
export function useSiwxT(): Translate<SiwxMessageKey> {
  return useCatalogT('siwx', siwxMessages)
}
