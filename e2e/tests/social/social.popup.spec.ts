import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures/test.ts'

type Started = { uri: string; state: string; resultKey: string }

/**
 * From a page on the frame's origin, starts a login at the api and opens its URL in a popup,
 * as the frame does inside the user's click; answers the attempt (its result key included).
 */
async function startInPopup(page: Page, apiUrl: string, provider: string) {
  const popup = page.waitForEvent('popup')
  const started = await page.evaluate(
    async ({ apiUrl, provider }) => {
      const opened = window.open('about:blank', 'porthole-social', 'width=500,height=600')
      const res = await fetch(`${apiUrl}/v1/auth/social/${provider}?projectId=demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ origin: location.origin }),
      })
      const body = (await res.json()) as Started
      if (opened) opened.location.href = body.uri
      return body
    },
    { apiUrl, provider },
  )
  return { popup: await popup, started }
}

/** The vault's claim on the attempt (CONNECT_SOCIAL): status and body. */
const claim = (page: Page, apiUrl: string, started: Started) =>
  page.evaluate(
    async ({ apiUrl, state, resultKey }) => {
      const res = await fetch(`${apiUrl}/v1/auth/social/result?projectId=demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state, resultKey }),
      })
      return { status: res.status, body: await res.json() }
    },
    { apiUrl, state: started.state, resultKey: started.resultKey },
  )

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
    test(`behavior: ${provider} (oidc-provider${provider === 'apple' ? ', form_post' : ''}) returns to the api, whose outcome is claimed once`, async ({
      page,
      stack,
    }) => {
      await page.goto(`${stack.frameUrl}/?projectId=demo`)
      const { popup, started } = await startInPopup(page, stack.apiUrl, provider)
      // Pending while the person is at the provider.
      expect((await claim(page, stack.apiUrl, started)).status).toBe(202)
      await popup.locator('input[name=login]').fill(`pat-${provider}`)
      await popup.locator('input[name=password]').fill('any password')
      await popup.getByRole('button', { name: 'Sign-in' }).click()
      await popup.getByRole('button', { name: 'Continue' }).click()
      // The result page closes itself once the outcome is kept.
      await expect.poll(() => popup.isClosed()).toBe(true)
      const result = await claim(page, stack.apiUrl, started)
      expect(result.status).toBe(200)
      expect(result.body).toMatchObject({
        state: 'completed',
        session: { provider, email: `pat-${provider}@example.test`, username: `Pat-${provider}` },
      })
      // A live session with no wallet yet: the custody route answers 204 (no wallet), not 401.
      expect(await sessionAnswer(page, stack.apiUrl, result.body.session.token)).toBe(204)
      // Claimed once.
      expect((await claim(page, stack.apiUrl, started)).status).toBe(410)
    })
  }

  for (const provider of ['github', 'x', 'discord', 'facebook'] as const) {
    test(`behavior: ${provider} double's consent page returns to the api, whose outcome is claimed`, async ({
      page,
      stack,
    }) => {
      await page.goto(`${stack.frameUrl}/?projectId=demo`)
      const { popup, started } = await startInPopup(page, stack.apiUrl, provider)
      await popup.getByLabel('Login').fill(`sam-${provider}`)
      await popup.getByRole('button', { name: 'Authorize' }).click()
      await expect.poll(() => popup.isClosed()).toBe(true)
      const result = await claim(page, stack.apiUrl, started)
      expect(result.body).toMatchObject({ state: 'completed', session: { provider } })
      expect(await sessionAnswer(page, stack.apiUrl, result.body.session.token)).toBe(204)
    })
  }

  test('error: Cancel at the provider is claimed as a refusal and opens no session', async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.frameUrl}/?projectId=demo`)
    const { popup, started } = await startInPopup(page, stack.apiUrl, 'github')
    await popup.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => popup.isClosed()).toBe(true)
    const result = await claim(page, stack.apiUrl, started)
    expect(result.status).toBe(401)
    expect(result.body).toMatchObject({ error: { name: 'SocialLoginError' } })
  })
})

test.describe('a social login belongs to the browser that started it (SECURITY #24)', () => {
  test('error: an attempt started in one browser and finished at the provider in another opens no session, and its begin link binds nothing', async ({
    page,
    stack,
    browser,
  }) => {
    // The attacker starts a login in their own browser and takes the provider's URL from it.
    await page.goto(`${stack.frameUrl}/?projectId=demo`)
    const { popup, started } = await startInPopup(page, stack.apiUrl, 'github')
    await expect(popup.getByLabel('Login')).toBeVisible()
    const providerUrl = popup.url()
    await popup.close()

    const victim = await browser.newContext()
    try {
      const tab = await victim.newPage()
      // The begin link forwarded by mail or chat: no navigation from the frame, no binding.
      const forwarded = await tab.goto(started.uri)
      expect(forwarded?.status()).toBe(403)
      await expect(tab.getByText('can only be started from the site')).toBeVisible()
      // The provider's URL: the victim signs in, and the api refuses the browser.
      await tab.goto(providerUrl)
      await tab.getByLabel('Login').fill('victim')
      const callback = tab.waitForResponse((r) => r.url().includes('/auth/social/github/callback'))
      await tab.getByRole('button', { name: 'Authorize' }).click()
      const answer = await callback
      expect(answer.status()).toBe(403)
      expect(await answer.text()).toContain('finished in a different browser')
    } finally {
      await victim.close()
    }
    // The attacker's claim is refused, with the reason, and the attempt is spent.
    const claimed = await claim(page, stack.apiUrl, started)
    expect(claimed.status).toBe(403)
    expect(claimed.body.error.message).toMatch(/different browser/)
    expect((await claim(page, stack.apiUrl, started)).status).toBe(410)
  })
})
