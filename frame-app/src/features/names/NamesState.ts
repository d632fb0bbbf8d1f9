import type { NameSuggestion } from '../../api/createDataApi.ts'
import type { NamesMessageKey } from './namesMessages.ts'

/** The connected address's names and the registration's state, as the views read them. */
export type NamesState = {
  /** SPEC §3 account `profileName` / `profileImage` of the connected address. */
  profileName: string | null
  profileImage: string | null
  /** The full names the connected address holds (SPEC §7 reverse lookup), oldest first. */
  ownedNames: string[]
  /** SPEC §3 name suggestions with their loading flag. */
  suggestions: NameSuggestion[]
  loading: boolean
  registering: boolean
  /** The SPEC §8 message of the last failure, with its name. */
  error: { key: NamesMessageKey; name?: string } | null
}

/** No names: the state before any lookup, and after a disconnect. */
export const NO_NAMES: NamesState = {
  profileName: null,
  profileImage: null,
  ownedNames: [],
  suggestions: [],
  loading: false,
  registering: false,
  error: null,
}
