const KEY = 'porthole:recentWallets'
const LIMIT = 3

/**
 * Recently used wallets (rdns or id), most recent first. Frame storage is partitioned per host
 * site and may be wiped (SECURITY.md #7), so every access is guarded and failure means "none".
 */
export function createRecentWallets(storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
  return {
    list(): string[] {
      try {
        const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]')
        return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : []
      } catch {
        return []
      }
    },
    add(id: string): void {
      try {
        const next = [id, ...this.list().filter((other) => other !== id)].slice(0, LIMIT)
        storage?.setItem(KEY, JSON.stringify(next))
      } catch {
        // Storage blocked or full: recents are a convenience only.
      }
    },
  }
}
