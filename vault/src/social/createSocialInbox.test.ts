import { describe, expect, test } from 'vitest'
import { createSocialInbox, type SocialResult } from './createSocialInbox.ts'

const result = (state: string): SocialResult => ({
  type: 'porthole:social-result',
  ok: true,
  state,
  session: {
    token: 't',
    email: 'a@example.test',
    expiresAt: '2030-01-01T00:00:00Z',
    provider: 'github',
  },
})

describe('createSocialInbox', () => {
  test('default: a result that arrived before CONNECT_SOCIAL is taken once', async () => {
    const inbox = createSocialInbox()
    inbox.start('s1')
    inbox.receive(result('s1'))
    expect(await inbox.wait('s1', 10)).toEqual(result('s1'))
    expect(await inbox.wait('s1', 10)).toBeUndefined()
  })

  test('behavior: a result posted while CONNECT_SOCIAL waits ends the wait', async () => {
    const inbox = createSocialInbox()
    inbox.start('s2')
    const waiting = inbox.wait('s2', 1000)
    inbox.receive(result('s2'))
    expect(await waiting).toEqual(result('s2'))
  })

  test('error: a result for an attempt this vault did not start is dropped', async () => {
    const inbox = createSocialInbox()
    inbox.receive(result('forged'))
    expect(await inbox.wait('forged', 10)).toBeUndefined()
  })
})
