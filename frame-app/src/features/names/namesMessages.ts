import type { Translate } from '../../i18n/createTranslator.ts'
import { useCatalogT } from '../../i18n/useCatalogT.ts'

/** RegisterAccountName's English strings: they load with its views, not the first paint. */
export const namesMessages = {
  'names.input': 'Name',
  'names.hint': 'At least 4 characters: letters, digits and hyphens.',
  'names.tooShort': 'A name has at least 4 characters.',
  'names.badCharacters': 'A name has only letters, digits and hyphens.',
  'names.suggestions': 'Suggestions',
  'names.loading': 'Loading suggestions',
  'names.available': 'Available',
  'names.taken': 'Taken',
  'names.register': 'Register',
  'names.registering': 'Registering…',
  'names.registerFailed': 'Error registering name {name}',
  'names.lookupFailed': 'Error fetching names for address',
  'names.owned': 'Your names: {names}',
  'names.suggestionsFailed': 'Error fetching name suggestions',
  'names.success': '{name} is now your name',
  'names.backToAccount': 'Back to account',
} as const

export type NamesMessageKey = keyof typeof namesMessages

/** RegisterAccountName's strings in the modal's language (English from its chunk). */
export function useNamesT(): Translate<NamesMessageKey> {
  return useCatalogT('names', namesMessages)
}
