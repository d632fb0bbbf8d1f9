import { describe, expect, it } from 'vitest'
import { mayHoldSession } from './mayHoldSession.ts'
import { storageKeys } from './storageKeys.ts'

const storage = (entries: Record<string, string>) => ({
  length: Object.keys(entries).length,
  key: (index: number) => Object.keys(entries)[index] ?? null,
  getItem: (key: string) => entries[key] ?? null,
  setItem: () => undefined,
  removeItem: () => undefined,
})
const withAccess = { requestStorageAccess: async () => undefined }
const permission = (state: PermissionState | Error) => ({
  query: async () => {
    if (state instanceof Error) throw state
    return { state } as PermissionStatus
  },
})

describe('mayHoldSession', () => {
  it('default: the frame storage says, by the session flag', async () => {
    const key = storageKeys.walletConnectSession.key
    expect(await mayHoldSession(storage({ [key]: '1' }), withAccess, undefined)).toBe(true)
    expect(await mayHoldSession(storage({ other: '1' }), withAccess, undefined)).toBe(false)
  })

  it('behavior: with frame storage blocked, only an earlier Storage Access grant may hold one', async () => {
    expect(await mayHoldSession(null, withAccess, permission('granted'))).toBe(true)
    expect(await mayHoldSession(null, withAccess, permission('prompt'))).toBe(false)
    expect(await mayHoldSession(null, withAccess, permission('denied'))).toBe(false)
  })

  it('behavior: a browser without the Storage Access API keeps sessions for the page only', async () => {
    expect(await mayHoldSession(null, {}, permission('granted'))).toBe(false)
    expect(await mayHoldSession(null, withAccess, undefined)).toBe(false)
  })

  it('error: a permission query that fails counts as a session that may be there', async () => {
    expect(await mayHoldSession(null, withAccess, permission(new TypeError('unknown')))).toBe(true)
  })
})
