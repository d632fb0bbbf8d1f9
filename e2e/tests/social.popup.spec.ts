import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures/test.ts'

declare global {
  interface Window {
    socialResult?: Promise<{ origin: string; data: Record<string, unknown> }>
  }
}

/**
 * From a page on the frame's origin (where the login result must land), starts a login at
 * the api and opens its URL in a popup, as the frame does inside the user's click.
 */
async function startInPopup(page: Page, apiUrl: string, provider: string, origin?: string) {
  const popup = page.waitForEvent('popup')
  await page.evaluate(
    async ({ apiUrl, provider, origin }) => {
      window.socialResult = new Promise((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.data?.type === 'porthole:social-result')
            resolve({ origin: event.origin, data: event.data })
        })
      })
      const opened = window.open('about:blank', 'porthole-social', 'width=500,height=600')
      const res = await fetch(`${apiUrl}/v1/auth/social/${provider}?projectId=demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ origin: origin ?? location.origin }),
      })
      const { uri } = (await res.json()) as { uri: string }
      if (opened) opened.location.href = uri
    },
    { apiUrl, provider, origin },
  )
  return popup
}

const sessionAnswer = (page: Page, apiUrl: string, token: string) =>
  page.evaluate(
    async ({ apiUrl, token }) =>
      (
        await fetch(`${apiUrl}/v1/embedded/wallet?projectId=demo`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
    { apiUrl, token },
  )

test.describe('social login popup against the dev identity providers', () => {
  for (const provider of ['google', 'apple'] as const) {
    test(`behavior: ${provider} (oidc-provider${provider === 'apple' ? ', form_post' : ''}) posts the session to the frame origin`, async ({
      page,
      stack,
    }) => {
      await page.goto(`${stack.frameUrl}/?projectId=demo`)
      const popup = await startInPopup(page, stack.apiUrl, provider)
      await popup.locator('input[name=login]').fill(`pat-${provider}`)
      await popup.locator('input[name=password]').fill('any password')
      await popup.getByRole('button', { name: 'Sign-in' }).click()
      await popup.getByRole('button', { name: 'Continue' }).click()
      const result = await page.evaluate(() => window.socialResult)
      // The result page closes itself once it has posted.
      await expect.poll(() => popup.isClosed()).toBe(true)
      expect(result?.origin).toBe(new URL(stack.apiUrl).origin)
      expect(result?.data).toMatchObject({
        ok: true,
        session: { provider, email: `pat-${provider}@example.test`, username: `Pat-${provider}` },
      })
      const token = (result?.data.session as { token?: string } | undefined)?.token ?? ''
      // A live session with no wallet yet: the custody route answers 404, not 401.
      expect(await sessionAnswer(page, stack.apiUrl, token)).toBe(404)
    })
  }

  for (const provider of ['github', 'x', 'discord', 'facebook'] as const) {
    test(`behavior: ${provider} double's consent page returns a session to the frame origin`, async ({
      page,
      stack,
    }) => {
      await page.goto(`${stack.frameUrl}/?projectId=demo`)
      const popup = await startInPopup(page, stack.apiUrl, provider)
      await popup.getByLabel('Login').fill(`sam-${provider}`)
      await popup.getByRole('button', { name: 'Authorize' }).click()
      const result = await page.evaluate(() => window.socialResult)
      // The result page closes itself once it has posted.
      await expect.poll(() => popup.isClosed()).toBe(true)
      expect(result?.data).toMatchObject({ ok: true, session: { provider } })
      const token = (result?.data.session as { token?: string } | undefined)?.token ?? ''
      expect(await sessionAnswer(page, stack.apiUrl, token)).toBe(404)
    })
  }

  test('error: Cancel at the provider posts a refusal and opens no session', async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.frameUrl}/?projectId=demo`)
    const popup = await startInPopup(page, stack.apiUrl, 'github')
    await popup.getByRole('button', { name: 'Cancel' }).click()
    const result = await page.evaluate(() => window.socialResult)
    await expect.poll(() => popup.isClosed()).toBe(true)
    expect(result?.data).toMatchObject({ ok: false, error: { reason: 'provider_refused' } })
  })

  test('behavior: a result for the vault reaches the vault nested in the frame, not the frame', async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.frameUrl}/?projectId=demo`)
    const vaultOrigin = new URL(stack.vaultUrl).origin
    await page.evaluate((src) => {
      const iframe = document.createElement('iframe')
      iframe.src = src
      document.body.append(iframe)
    }, `${stack.vaultUrl}/4/`)
    const vault = await expect
      .poll(() => page.frames().find((f) => f.url().startsWith(vaultOrigin)))
      .toBeTruthy()
      .then(() => page.frames().find((f) => f.url().startsWith(vaultOrigin)))
    if (!vault) throw new Error('no vault frame')
    await vault.evaluate(() => {
      window.socialResult = new Promise((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.data?.type === 'porthole:social-result')
            resolve({ origin: event.origin, data: event.data })
        })
      })
    })
    const popup = await startInPopup(page, stack.apiUrl, 'discord', vaultOrigin)
    await popup.getByRole('button', { name: 'Authorize' }).click()
    const result = await vault.evaluate(() => window.socialResult)
    expect(result?.origin).toBe(new URL(stack.apiUrl).origin)
    expect(result?.data).toMatchObject({ ok: true, session: { provider: 'discord' } })
    // The frame's own listener heard nothing: the message went to the vault's origin only.
    const frameHeard = await page.evaluate(() =>
      Promise.race([window.socialResult, new Promise((r) => setTimeout(() => r('nothing'), 500))]),
    )
    expect(frameHeard).toBe('nothing')
  })
})
