// A first embed that cannot work says why within seconds (issue: an unknown project, an origin
// off the allow-list and an unreachable frame all used to wait 20 s for the same
// FrameTimeoutError). The loader asks the frame server's /status when the frame has not shaken
// hands within a second. The loader's second stage that does not load says so too.

import { createServer } from 'node:net'
import { modalFrameOf } from '../../fixtures/modalFrameOf.ts'
import { embedInHostPage } from '../../fixtures/page/embedInHostPage.ts'
import { paths } from '../../fixtures/paths.ts'
import { createStaticServer, type StaticServer } from '../../fixtures/servers/createStaticServer.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { expect, test } from '../../fixtures/test.ts'
import { testPages } from '../../fixtures/testPages/testPages.ts'

/**
 * "Within seconds": about 1 s of silence, then /status. The bound leaves room for a loaded
 * machine and still fails if the loader waited for the 20 s handshake timeout.
 */
const SOON_MS = 8_000

/** A loopback port nothing listens on: bound, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

// Each cause a first embed can tell: its error within seconds, naming what is wrong, and a
// modal that does not open.
for (const { cause, naming, code, name, embed } of [
  {
    cause: 'an unknown projectId',
    naming: 'the id',
    code: 5107,
    name: 'ProjectNotFoundError',
    embed: async () => ({ options: { projectId: 'no-such-shop' }, named: ['“no-such-shop”'] }),
  },
  {
    cause: 'a page origin off the project allow-list',
    naming: 'both',
    code: 5108,
    name: 'OriginNotAllowedError',
    embed: async (stack: Stack) => ({
      options: { projectId: 'strict' },
      named: [stack.hostUrl, '“strict”'],
    }),
  },
  {
    cause: 'a frameUrl where no frame server answers',
    naming: 'it',
    code: 5109,
    name: 'FrameUnreachableError',
    embed: async () => {
      const frameUrl = `http://127.0.0.1:${await closedPort()}`
      return { options: { frameUrl }, named: [frameUrl] }
    },
  },
])
  test(`error: ${cause} rejects ready within seconds, naming ${naming}`, async ({
    page,
    stack,
  }) => {
    const { options, named } = await embed(stack)
    const outcome = await embedInHostPage(page, stack, options)
    expect(outcome).toMatchObject({ ready: false, code, name })
    for (const part of named) expect(outcome.message).toContain(part)
    expect(outcome.ms).toBeLessThan(SOON_MS)
    expect(await page.evaluate(() => window.modal.open().catch((error) => error.code))).toBe(code)
    expect(await page.evaluate(() => document.querySelector('dialog')?.open)).toBe(false)
  })

for (const { cause, answer } of [
  { cause: 'is blocked (network, CSP script-src)', answer: 'abort' },
  { cause: 'is not the pinned bytes (SRI)', answer: 'tampered' },
] as const)
  test(`error: a loader second stage that ${cause} rejects ready, open() and a provider call with FrameUnreachableError`, async ({
    page,
    stack,
  }) => {
    await page.route(`${stack.frameUrl}/loader/*/porthole-bridge.js`, (route) =>
      answer === 'abort'
        ? route.abort('blockedbyclient')
        : route.fulfill({
            contentType: 'text/javascript',
            headers: { 'access-control-allow-origin': '*' },
            body: 'self.PortholeBridgeStage = { version: "0.0.0-tampered" }',
          }),
    )
    const outcome = await embedInHostPage(page, stack)
    expect(outcome).toMatchObject({ ready: false, code: 5109, name: 'FrameUnreachableError' })
    expect(outcome.message).toContain(`${stack.frameUrl}/loader/`)
    expect(outcome.ms).toBeLessThan(SOON_MS)
    const calls = await page.evaluate(() =>
      Promise.all([
        window.modal.open().then(
          () => 'opened',
          (error: { code: number }) => error.code,
        ),
        window.modal.provider.request({ method: 'eth_accounts' }).then(
          () => 'answered',
          (error: { code: number }) => error.code,
        ),
      ]),
    )
    expect(calls).toEqual([5109, 5109])
    expect(await page.evaluate(() => document.querySelector('dialog')?.open)).toBe(false)
    // The tampered script never ran: the browser refused it for its hash.
    expect(await page.evaluate(() => 'PortholeBridgeStage' in window)).toBe(false)
  })

test('behavior: a status request that fails while the frame itself loads (a CSP connect-src) still gets a working modal', async ({
  page,
  stack,
}) => {
  // The status request fails as one blocked by this page's CSP connect-src would, but the frame
  // loads and shakes hands, so nothing is reported and the modal works.
  await page.route(`${stack.frameUrl}/status?*`, (route) => route.abort('blockedbyclient'))
  const outcome = await embedInHostPage(page, stack)
  expect(outcome).toMatchObject({ ready: true })
})

test('behavior: a cause no one can tell still ends with FrameTimeoutError after readyTimeoutMs', async ({
  page,
  stack,
}) => {
  // The server answers (status ok) but the frame's page never boots.
  await page.route(`${stack.frameUrl}/?*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stuck</title>' }),
  )
  const outcome = await embedInHostPage(page, stack, { readyTimeoutMs: 4000 })
  expect(outcome).toMatchObject({ ready: false, code: 5102, name: 'FrameTimeoutError' })
  expect(outcome.ms).toBeGreaterThan(3900)
})

test.describe('loopback host pages', () => {
  let servers: StaticServer[] = []
  test.afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()))
    servers = []
  })

  for (const [label, host] of [
    ['http://127.0.0.1', '127.0.0.1'],
    ['http://[::1]', '::1'],
  ] as const)
    test(`default: a host page on ${label} (loopback) gets the modal with the default allow-list`, async ({
      page,
      stack,
    }) => {
      const server = await createStaticServer({
        host,
        routes: {
          '/host.html': testPages.host,
          '/porthole.iife.js': paths.hostIife,
        },
      })
      servers.push(server)
      const { port } = new URL(server.url.replace('::1', '[::1]'))
      const outcome = await embedInHostPage(page, stack, {
        hostPageUrl: `${label}:${port}/host.html`,
      })
      expect(outcome).toMatchObject({ ready: true })
      await page.evaluate(() => window.modal.open())
      await expect(modalFrameOf(page).getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
    })
})
