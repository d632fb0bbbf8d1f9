/**
 * The frame's records kept in the host page's first-party storage, one prefix per project
 * (SECURITY.md #7: frame storage may be blocked or wiped). Every access is guarded; a host
 * whose storage fails simply hands back nothing.
 * @example
 * const store = createHostStorage('demo', window.localStorage)
 * store.set('porthole:connectorRdns', 'io.metamask')
 * store.entries() // { 'porthole:connectorRdns': 'io.metamask' }
 */
export function createHostStorage(projectId: string, storage: () => Storage) {
  const prefix = `porthole:${projectId}:`
  return {
    entries(): Record<string, string> {
      const out: Record<string, string> = {}
      try {
        const s = storage()
        for (let i = 0; i < s.length; i++) {
          const key = s.key(i)
          if (key?.startsWith(prefix)) out[key.slice(prefix.length)] = s.getItem(key) ?? ''
        }
      } catch {}
      return out
    },
    set(key: string, value: string | null): null {
      try {
        if (value === null) storage().removeItem(prefix + key)
        else storage().setItem(prefix + key, value)
      } catch {}
      return null
    },
  }
}
