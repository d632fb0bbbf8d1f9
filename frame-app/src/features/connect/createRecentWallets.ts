import * as z from 'zod/mini'
import { type RegistryWallet, RegistryWalletSchema } from '../../api/WalletPageSchema.ts'
import { storageKeys } from '../../storage/storageKeys.ts'

const KEY = storageKeys.recentWallets.key
const LIMIT = 3

/** A host-page wallet by rdns (or uuid), or a registry wallet used through WalletConnect. */
const EntrySchema = z.union([z.string().check(z.maxLength(256)), RegistryWalletSchema])
type Entry = z.infer<typeof EntrySchema>
const idOf = (entry: Entry) => (typeof entry === 'string' ? entry : entry.id)

/**
 * Recently used wallets, most recent first: host-page wallets by rdns or id, and registry
 * wallets (SPEC §3 recentWallet) with what Connect needs to list them. Frame storage is
 * partitioned per host site and may be wiped (SECURITY.md #7), so every access is guarded,
 * what is read back is schema-checked, and failure means "none".
 */
export function createRecentWallets(storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
  const entries = (): Entry[] => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]')
      if (!Array.isArray(parsed)) return []
      return parsed.flatMap((item) => {
        const entry = EntrySchema.safeParse(item)
        return entry.success ? [entry.data] : []
      })
    } catch {
      return []
    }
  }
  return {
    list(): string[] {
      return entries().map(idOf)
    },
    /** The registry wallets among the recent ones. */
    wallets(): RegistryWallet[] {
      return entries().filter((entry) => typeof entry !== 'string')
    },
    add(id: string, wallet?: RegistryWallet): void {
      try {
        const rest = entries().filter((other) => idOf(other) !== id)
        storage?.setItem(KEY, JSON.stringify([wallet ?? id, ...rest].slice(0, LIMIT)))
      } catch {
        // Storage blocked or full: recents are a convenience only.
      }
    },
  }
}
