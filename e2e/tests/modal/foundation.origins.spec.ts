// SECURITY.md #1: pages the project does not allow get no modal. The 'demo' project keeps the
// SPEC §6 defaults (localhost and loopback), so the foreign page (127.0.0.2) is refused by the
// browser (CSP frame-ancestors) and, where the header is lost, by the frame itself. The
// loader's early status check (5107, host.failures.spec.ts) is bypassed here: these specs are
// about the frame's own defences, which must hold without it.
import type { Frame, Page } from '@playwright/test'
import { defaultTestNetworks } from '../../fixtures/networks.ts'
import {
  bypassStatusCheck,
  createModalIn,
  openOutcome,
  stripFrameCsp,
} from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { expect, modalFrameOf, test } from '../../fixtures/test.ts'

declare global {
  interface Window {
    received: unknown[]
  }
}

const READY_TIMEOUT_MS = 1500

/** createModal in `target` as its host script would, recording every message it receives. */
async function createModalRecording(
  target: Page | Frame,
  frameUrl: string,
  readyTimeoutMs = READY_TIMEOUT_MS,
) {
  await target.evaluate(() => {
    window.received = []
    window.addEventListener('message', (event) => window.received.push(event.data))
  })
  return createModalIn(target, {
    projectId: 'demo',
    frameUrl,
    networks: defaultTestNetworks,
    readyTimeoutMs,
  })
}

const timedOut = { ready: false, code: 5102, name: 'FrameTimeoutError' }

/** Console lines from every frame of the page. */
function collectConsole(page: Page) {
  const lines: string[] = []
  page.on('console', (message) => lines.push(message.text()))
  return lines
}

test('error: a foreign page gets no frame and ready rejects with FrameTimeoutError', async ({
  page,
  stack,
}) => {
  const lines = collectConsole(page)
  await bypassStatusCheck(page, stack.frameUrl)
  await page.goto(`${stack.foreignUrl}/foreign.html`)
  const outcome = await createModalRecording(page, stack.frameUrl)
  expect(outcome).toMatchObject(timedOut)
  expect(outcome.ms).toBeLessThan(READY_TIMEOUT_MS + 1000)
  // The browser itself refused to render the frame.
  expect(lines.some((line) => /frame-ancestors/.test(line))).toBe(true)
  expect(await openOutcome(page)).toBe(5102)
  expect(await page.evaluate(() => document.querySelector('dialog')?.open)).toBe(false)
  await expect(modalFrameOf(page).locator('#root')).toHaveCount(0)
  // Nothing from the frame reached the page.
  expect(await page.evaluate(() => window.received)).toEqual([])
})

test('error: an <iframe> of the frame on a foreign page renders nothing and posts nothing', async ({
  page,
  stack,
}) => {
  const lines = collectConsole(page)
  await page.goto(`${stack.foreignUrl}/foreign.html`)
  await page.evaluate((src) => {
    window.received = []
    window.addEventListener('message', (event) => window.received.push(event.data))
    const iframe = document.createElement('iframe')
    iframe.id = 'direct'
    iframe.src = src
    document.body.append(iframe)
    return new Promise((resolve) => iframe.addEventListener('load', resolve))
  }, `${stack.frameUrl}/?projectId=demo`)
  await page.waitForTimeout(500)
  const direct = page.frameLocator('#direct')
  await expect(direct.locator('#root')).toHaveCount(0)
  await expect(direct.getByRole('dialog')).toHaveCount(0)
  expect(lines.some((line) => /frame-ancestors/.test(line))).toBe(true)
  expect(await page.evaluate(() => window.received)).toEqual([])
})

/**
 * A localhost page nesting the foreign page, the loader's status check bypassed (`prepare`
 * adds to the routes before the load): createModal on the foreign page times out. The page's
 * console lines from the start, and the foreign page's frame.
 */
async function embedInNestedForeignPage(page: Page, stack: Stack, prepare = async () => {}) {
  const lines = collectConsole(page)
  await bypassStatusCheck(page, stack.frameUrl)
  await prepare()
  await page.goto(`${stack.hostUrl}/nested.html?src=${stack.foreignUrl}/foreign.html`)
  const foreign = page.frame({ url: `${stack.foreignUrl}/foreign.html` })!
  await foreign.waitForLoadState()
  expect(await createModalRecording(foreign, stack.frameUrl)).toMatchObject(timedOut)
  return { lines, foreign }
}

test('error: a localhost page nesting a foreign page that embeds the frame gets nothing', async ({
  page,
  stack,
}) => {
  const { lines, foreign } = await embedInNestedForeignPage(page, stack)
  expect(lines.some((line) => /frame-ancestors/.test(line))).toBe(true)
  expect(await foreign.evaluate(() => window.received)).toEqual([])
})

test('error: without its CSP header the frame still refuses a foreign ancestor itself', async ({
  page,
  stack,
}) => {
  const { lines, foreign } = await embedInNestedForeignPage(page, stack, () =>
    stripFrameCsp(page, stack.frameUrl),
  )
  // The frame loaded this time (on a loaded machine, maybe after ready gave up), saw the foreign
  // ancestor and started nothing: no UI, no SYN.
  await expect
    .poll(() => lines)
    .toContainEqual(
      `[porthole] The Porthole frame is embedded by a page that is not allowed (${stack.foreignUrl}).`,
    )
  expect(lines.some((line) => /frame-ancestors/.test(line))).toBe(false)
  const modalFrame = modalFrameOf(page.frameLocator('#nested'))
  await expect(modalFrame.locator('#root')).toBeAttached()
  await expect(modalFrame.locator('#root > *')).toHaveCount(0)
  expect(await foreign.evaluate(() => window.received)).toEqual([])
})

test('behavior: the same nesting with an allowed page in the middle works', async ({
  page,
  stack,
}) => {
  // Control for the tests above: localhost inside localhost is allowed at every level.
  await page.goto(`${stack.hostUrl}/nested.html?src=${stack.hostUrl}/host.html`)
  const host = page.frame({ url: `${stack.hostUrl}/host.html` })!
  await host.waitForLoadState()
  // The refusals above time out fast; an allowed frame gets the default time to get ready (a
  // loaded machine may need more than their 1.5 s).
  expect(await createModalRecording(host, stack.frameUrl, 20_000)).toMatchObject({ ready: true })
  await host.evaluate(() => window.modal.open())
  const nestedFrame = modalFrameOf(page.frameLocator('#nested'))
  await expect(nestedFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
})

test('error: with no CSP header and no ancestorOrigins, the handshake from a foreign page is refused', async ({
  page,
  stack,
}) => {
  // A browser without location.ancestorOrigins (Firefox): the frame's script reads a property
  // that does not exist, so only the handshake origin check is left.
  await page.route(`${stack.frameUrl}/assets/*.js`, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replaceAll('location.ancestorOrigins', 'location.none')
    await route.fulfill({ response, body })
  })
  await bypassStatusCheck(page, stack.frameUrl)
  await stripFrameCsp(page, stack.frameUrl)
  await page.goto(`${stack.foreignUrl}/foreign.html`)
  expect(await createModalRecording(page, stack.frameUrl)).toMatchObject(timedOut)
  const modalFrame = modalFrameOf(page)
  // The frame booted (its empty root is there) but never connected, so open() cannot show it.
  await expect(modalFrame.locator('.ph-root')).toBeAttached()
  expect(await page.evaluate(() => window.modal.open().catch((error) => error.code))).toBe(5102)
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  // Only penpal's SYN (a random id, no data) reached the page (docs/decisions/0103-the-host-half-of-penpal.md).
  const received = await page.evaluate(() => window.received)
  expect(received.length).toBeGreaterThan(0)
  for (const message of received)
    expect(message).toEqual({ namespace: 'penpal', type: 'SYN', participantId: expect.any(String) })
})
