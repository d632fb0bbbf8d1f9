import { describe, expect, test, vi } from 'vitest'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import type { SocialLogins } from '../createSocialLogins.ts'
import { createSocialSlot } from '../createSocialSlot.ts'
import { reopenSocialWindow } from './reopenSocialWindow.ts'

describe('reopenSocialWindow', () => {
  test('default: the running social login continues in the window opened by the click', async () => {
    const { app } = await createTestFrameApp()
    const reopen = vi.fn()
    const logins = {
      social: { reopen, subscribe: vi.fn() },
      farcaster: { subscribe: vi.fn() },
    } as unknown as SocialLogins
    const social = createSocialSlot(async () => logins)
    await social.ensure()
    const popup = { closed: false } as unknown as Window
    reopenSocialWindow({ ...app, social }, { popup })
    expect(reopen).toHaveBeenCalledWith(popup)
  })

  test('behavior: before the social login has loaded there is nothing to continue: no error', async () => {
    const { app } = await createTestFrameApp()
    expect(() => reopenSocialWindow(app, { popup: null })).not.toThrow()
    expect(app.social.current()).toBeNull()
  })
})
