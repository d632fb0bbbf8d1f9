// SECURITY.md #19: the frame page's CSP. Markup injected into the frame page (as a bug that
// echoed data into HTML would) runs no script and cannot move the page's base URL; the real
// frame, its injected JSON config and its connect flow work under the same policy without a
// single violation. The directives themselves are checked in buildFramePageCsp.test.ts.
import type { Frame, Page } from '@playwright/test'
import { connectDevWallet, openWalletPage } from '../../fixtures/pageHelpers.ts'
import { expect, openHostPage, test } from '../../fixtures/test.ts'

declare global {
  interface Window {
    violations: string[]
  }
}

const INJECTED = [
  '<base href="https://evil.example/">',
  '<script>document.title = "pwned by inline script"</script>',
  '<img src="data:," onerror="document.title = \'pwned by handler\'">',
].join('')

/** Records every CSP violation in every frame of the page, from its first script on. */
const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    window.violations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      window.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })

const modalWindow = (page: Page, frameUrl: string): Frame =>
  page.frames().find((frame) => frame.url().startsWith(`${frameUrl}/?projectId=`))!

test('error: markup injected into the frame page runs no script and cannot rebase it', async ({
  page,
  stack,
}) => {
  await recordViolations(page)
  await page.route(`${stack.frameUrl}/?*`, async (route) => {
    const response = await route.fetch()
    const headers = { ...response.headers() }
    delete headers['content-length']
    const html = (await response.text()).replace('<body>', `<body>${INJECTED}`)
    await route.fulfill({ response, headers, body: html })
  })
  await openHostPage(page, stack)
  const frame = modalWindow(page, stack.frameUrl)
  expect(await frame.evaluate(() => document.title)).toBe('Porthole')
  expect(await frame.evaluate(() => document.baseURI)).toMatch(new RegExp(`^${stack.frameUrl}/`))
  const violations = await frame.evaluate(() => window.violations)
  expect(violations).toEqual(
    expect.arrayContaining([
      'script-src-elem inline',
      'script-src-attr inline',
      'base-uri https://evil.example/',
    ]),
  )
})

test('default: the real frame boots, reads its JSON config and connects with no CSP violation', async ({
  page,
  modalFrame,
  stack,
  chains,
}) => {
  await recordViolations(page)
  await openWalletPage(page, stack, chains)
  await page.evaluate(() => window.modal.open())
  // The registry rows (api images) and the lazy views load under the policy too.
  await expect(modalFrame.getByRole('button', { name: /All wallets/ })).toBeVisible()
  const account = await connectDevWallet(page, modalFrame)
  expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // The modal closes after a connect; Account shows the connected address.
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await expect(modalFrame.getByRole('dialog')).toContainText(account.slice(0, 4))
  const frame = modalWindow(page, stack.frameUrl)
  const csp = await frame.evaluate(async () =>
    (await fetch(location.href)).headers.get('content-security-policy'),
  )
  expect(csp).toContain("script-src 'self'")
  expect(await frame.evaluate(() => window.violations)).toEqual([])
  expect(await page.evaluate(() => window.violations)).toEqual([])
})
