import { describe, expect, test, vi } from 'vitest'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import type { SocialLogins } from '../createSocialLogins.ts'
import { createSocialSlot } from '../createSocialSlot.ts'
import { startSocialLogin } from './startSocialLogin.ts'

/** A popup the opener can close (what `window.open` returned inside the click). */
const popup = () => ({ closed: false, close: vi.fn() })

/** A frame whose social chunk loads `logins` (the flows' own tests cover the vault side). */
async function setup() {
  const { app } = await createTestFrameApp()
  const logins = {
    social: { start: vi.fn(async () => undefined), subscribe: vi.fn() },
    farcaster: { start: vi.fn(async () => undefined), subscribe: vi.fn() },
  }
  const social = createSocialSlot(async () => logins as unknown as SocialLogins)
  return { app: { ...app, social }, logins }
}

describe('startSocialLogin', () => {
  test('default: ConnectingSocial shows for the provider; the flow starts in the popup of the click', async () => {
    const { app, logins } = await setup()
    app.actions.open()
    const window = popup()
    await startSocialLogin(app, { provider: 'github', popup: window as unknown as Window })
    expect(app.getSnapshot().view).toBe('ConnectingSocial')
    expect(app.viewStack.getSnapshot().context.history.at(-1)?.params).toEqual({
      provider: 'github',
    })
    expect(logins.social.start).toHaveBeenCalledWith('github', window)
  })

  test('param: Farcaster shows ConnectingFarcaster and needs no popup', async () => {
    const { app, logins } = await setup()
    app.actions.open()
    await startSocialLogin(app, { provider: 'farcaster', popup: null })
    expect(app.getSnapshot().view).toBe('ConnectingFarcaster')
    expect(logins.farcaster.start).toHaveBeenCalled()
    expect(logins.social.start).not.toHaveBeenCalled()
  })

  test('error: the login cannot load (no vault configured): it rejects and closes the popup it was given', async () => {
    const { app } = await createTestFrameApp()
    app.actions.open()
    const window = popup()
    await expect(
      startSocialLogin(app, { provider: 'google', popup: window as unknown as Window }),
    ).rejects.toThrow('No vault is configured.')
    expect(window.close).toHaveBeenCalled()
    expect(app.getSnapshot().view).toBe('ConnectingSocial')
  })
})
