import type { DataApi, Identity } from '../../api/createDataApi.ts'
import type { Connection } from '../connection/index.ts'
import { type NamesState, NO_NAMES } from './NamesState.ts'
import { nameRuleProblem } from './nameRuleProblem.ts'
import { readOwnedNames } from './readOwnedNames.ts'

/** Suggestions wait for a 250 ms pause in typing. */
export const SUGGEST_DELAY_MS = 250

/**
 * Names of the connected account (SPEC §4 name registration): its identity, suggestions as
 * the user types, and registration signed by the wallet (JSON of name, coin type, attributes
 * and timestamp in seconds).
 */
export function createNames(options: { api: DataApi | null; now?: () => number }) {
  const now = options.now ?? Date.now
  let state: NamesState = NO_NAMES
  let generation = 0
  let typing: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<() => void>()
  const set = (next: Partial<NamesState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  const setProfile = (identity: Identity) =>
    set({ profileName: identity.name, profileImage: identity.avatar })

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** SPEC §7 identity: the connected address's profile name and avatar (cached by the api client). */
    async lookup(address: string): Promise<void> {
      if (!options.api) return
      try {
        setProfile(await options.api.getIdentity(address, address))
      } catch {
        set({ error: { key: 'names.lookupFailed' } })
      }
    },
    /**
     * SPEC §7 reverse lookup: the names the connected address already holds, which
     * RegisterAccountName lists; a failure says 'Error fetching names for address' (SPEC §8).
     */
    async listOwned(address: string): Promise<void> {
      if (!options.api) return
      try {
        set({ ownedNames: await readOwnedNames(options.api.client, address, address) })
      } catch {
        set({ ownedNames: [], error: { key: 'names.lookupFailed' } })
      }
    },
    /** Suggestions for a valid label; a newer call supersedes an older one. */
    async suggest(label: string): Promise<void> {
      const mine = ++generation
      if (!options.api || !label) return set({ suggestions: [], loading: false })
      set({ loading: true })
      try {
        const suggestions = await options.api.getNameSuggestions(label)
        if (mine === generation) set({ suggestions, loading: false })
      } catch {
        if (mine === generation)
          set({ suggestions: [], loading: false, error: { key: 'names.suggestionsFailed' } })
      }
    },
    /** Sign and post the registration; true once registered (the profile name is set). */
    async register(connection: Connection, label: string): Promise<boolean> {
      const address = connection.accounts[0]
      if (!options.api || !address) return false
      set({ registering: true, error: null })
      try {
        const { signRegistration } = await import('./chunk.ts')
        const { coinType, message, signature } = await signRegistration(connection, label, now())
        const profile = await options.api.registerName({
          coin_type: coinType,
          address,
          message,
          signature,
        })
        setProfile({ name: profile.name, avatar: profile.attributes.avatar ?? null })
        // The suggestions said the name was available: they are stale now.
        set({
          registering: false,
          suggestions: [],
          ownedNames: [...state.ownedNames, profile.name],
        })
        return true
      } catch {
        set({ registering: false, error: { key: 'names.registerFailed', name: label } })
        return false
      }
    },
    /**
     * The label as the user types it: the error is cleared; a label that breaks the name rule
     * clears the suggestions at once; a valid one is suggested for once typing pauses
     * `SUGGEST_DELAY_MS` (each keystroke restarts the wait).
     */
    type(label: string): void {
      clearTimeout(typing)
      set({ error: null })
      if (!label || nameRuleProblem(label)) {
        void this.suggest('')
        return
      }
      typing = setTimeout(() => void this.suggest(label), SUGGEST_DELAY_MS)
    },
    clearError: () => set({ error: null }),
    reset() {
      clearTimeout(typing)
      generation++
      set(NO_NAMES)
    },
  }
}
export type Names = ReturnType<typeof createNames>
