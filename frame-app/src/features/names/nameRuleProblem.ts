import { NAME_MIN_LENGTH } from '@porthole/shared-protocol'
import type { NamesMessageKey } from './namesMessages.ts'

const ALLOWED = /^[A-Za-z0-9-]+$/

/** SPEC §5 name rule (at least 4 characters, only letters, digits and hyphens); null when met. */
export function nameRuleProblem(label: string): NamesMessageKey | null {
  if (label.length < NAME_MIN_LENGTH) return 'names.tooShort'
  if (!ALLOWED.test(label)) return 'names.badCharacters'
  return null
}
