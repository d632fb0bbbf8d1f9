// README.md's "Embed it on your site" snippet, run as it is written: a host developer with
// `npm start` running pastes it into a page of their own. The snippet's frame origin
// (http://127.0.0.1:5174, npm start's FRAME_PORT) is routed to the test's frame server; under
// the strict CSP, the page names the test's frame origin itself, as a developer names theirs.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { codeFrom, freshEmail, saveRecoveryCode } from '../../fixtures/emailLogin.ts'
import { repoRoot } from '../../fixtures/paths.ts'
import { HOST_GUIDE } from '../../fixtures/readme/readmeExamples.ts'
import { createStaticServer } from '../../fixtures/servers/createStaticServer.ts'
import { expect, test } from '../../fixtures/test.ts'

const README_FRAME = 'http://127.0.0.1:5174'

/** The first ```html block after `heading` in README.md. */
async function readmeSnippet(heading: string): Promise<string> {
  const readme = await readFile(join(repoRoot, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf(heading))
  const snippet = /```html\n([\s\S]*?)```/.exec(section)?.[1]
  if (!snippet) throw new Error(`No html snippet after "${heading}" in README.md`)
  return snippet
}

test('default: the README snippet, pasted into a page, opens the modal from its button', async ({
  page,
  stack,
  modalFrame,
}) => {
  const snippet = await readmeSnippet('## Embed it on your site')
  expect(snippet).toContain(`frameUrl: '${README_FRAME}'`)
  await page.route(`${README_FRAME}/**`, async (route) => {
    const url = route.request().url().replace(README_FRAME, stack.frameUrl)
    await route.fulfill({ response: await route.fetch({ url }) })
  })
  await page.route(`${stack.hostUrl}/readme.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html>\n${snippet}` }),
  )
  await page.goto(`${stack.hostUrl}/readme.html`)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
})

test('default: the frame server hands the loader and its types to any page', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.hostUrl}/host.html`)
  const loaded = await page.evaluate(async (frameUrl) => {
    const esm = await import(`${frameUrl}/porthole.js`)
    const types = await fetch(`${frameUrl}/porthole.d.ts`).then((r) => r.text())
    const iife = await fetch(`${frameUrl}/0.1.0/porthole.iife.js`)
    return {
      exports: Object.keys(esm).sort(),
      types: /export declare function createModal\(config: ModalConfig\): Modal;/.test(types),
      global: types.includes('export as namespace Porthole;'),
      iifeCache: iife.headers.get('cache-control'),
    }
  }, stack.frameUrl)
  expect(loaded).toEqual({
    exports: [
      'AddOnLoadError',
      'BrowserRequiredError',
      'ErrorCode',
      'InsecureContextError',
      'InvalidConfigError',
      'createModal',
    ],
    types: true,
    global: true,
    iifeCache: 'public, max-age=31536000, immutable',
  })
})

test("default: under the strict CSP of the host guide's checklist, the README snippet loads and connects by email with no violation", async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  test.setTimeout(90_000)
  const guide = await readFile(join(repoRoot, HOST_GUIDE), 'utf8')
  const checklist = guide.slice(guide.indexOf('### Host page checklist'))
  const policy = /```text\n\s*Content-Security-Policy: (.*)\n\s*```/.exec(checklist)?.[1]
  expect(policy).toBeTruthy()
  const nonce = 'r4nd0mN0nce'
  // The page and its policy name this stack's frame origin and chain, as a developer's would
  // name theirs; nothing else of the snippet or the policy changes.
  const csp = policy!.replaceAll('<frame origin>', stack.frameUrl).replace('<nonce>', nonce)
  const snippet = (await readmeSnippet('## Embed it on your site'))
    .replaceAll(README_FRAME, stack.frameUrl)
    .replace('http://127.0.0.1:8545', chains.one.rpcUrl)
    .replace('<script>', `<script nonce="${nonce}">`)
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { violations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  // A page served from loopback by a server of its own, as a developer's: Chromium lets only
  // such a page (not one a test fulfils) load scripts from a loopback frame origin.
  const server = await createStaticServer({
    host: 'localhost',
    routes: {
      '/readme.html': {
        type: 'text/html',
        headers: { 'content-security-policy': csp },
        body: `<!doctype html>\n${snippet}`,
      },
    },
  })
  try {
    // The snippet logs the accounts of every accountsChanged.
    const accounts = page.waitForEvent('console', async (message) => {
      const [first] = message.args()
      return Array.isArray(await first?.jsonValue())
    })
    await page.goto(`${server.url}/readme.html`)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
    const email = freshEmail()
    await clickWhenArmed(modalFrame.getByRole('button', { name: 'Continue with email' }))
    await modalFrame.getByLabel('Email').fill(email)
    await modalFrame.getByRole('button', { name: 'Continue' }).click()
    await modalFrame.getByLabel('Code').fill(await codeFrom(stack, email))
    await saveRecoveryCode(modalFrame)
    expect(await (await accounts).args()[0]!.jsonValue()).toEqual([
      expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    ])
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([])
  } finally {
    await server.close()
  }
})
