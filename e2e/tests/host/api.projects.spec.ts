// The api's projects decide who may embed the frame: its allow-list becomes the frame's CSP
// frame-ancestors and the origins its bridge answers (SECURITY.md #1, #6).
import type { Page } from '@playwright/test'
import { defaultTestNetworks } from '../../fixtures/networks.ts'
import { embedInHostPage } from '../../fixtures/page/embedInHostPage.ts'
import { bypassStatusCheck, createModalIn, stripFrameCsp } from '../../fixtures/pageHelpers.ts'
import { expect, modalFrameOf, test } from '../../fixtures/test.ts'

/** createModal for `projectId` in the page; settles with 'ready' or ready's error code. */
async function createModalFor(page: Page, frameUrl: string, projectId: string) {
  const outcome = await createModalIn(page, {
    projectId,
    frameUrl,
    networks: defaultTestNetworks,
    readyTimeoutMs: 5000,
  })
  return outcome.ready ? 'ready' : outcome.code
}

test('default: the frame carries the project allow-list from the api as frame-ancestors', async ({
  request,
  stack,
}) => {
  const project = await request.get(`${stack.apiUrl}/v1/project?projectId=loopback`)
  expect(await project.json()).toMatchObject({
    allowedOrigins: ['http://127.0.0.2:*'],
    useDefaultOrigins: false,
  })
  const frame = await request.get(`${stack.frameUrl}/?projectId=loopback`)
  const frameAncestors = (csp = '') =>
    csp.split('; ').find((directive) => directive.startsWith('frame-ancestors '))
  expect(frameAncestors(frame.headers()['content-security-policy'])).toBe(
    'frame-ancestors http://127.0.0.2:*',
  )
  const demo = await request.get(`${stack.frameUrl}/?projectId=demo`)
  expect(frameAncestors(demo.headers()['content-security-policy'])).toContain('http://localhost:*')
  const unknown = await request.get(`${stack.frameUrl}/?projectId=nobody`)
  expect(unknown.status()).toBe(404)
})

test('behavior: a page on an origin the project allows gets the modal', async ({ page, stack }) => {
  await page.goto(`${stack.foreignUrl}/foreign.html`)
  expect(await createModalFor(page, stack.frameUrl, 'loopback')).toBe('ready')
  await page.evaluate(() => window.modal.open())
  await expect(modalFrameOf(page).getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
})

test('error: the same project refuses localhost, which only the defaults it turned off allow', async ({
  page,
  stack,
}) => {
  const lines: string[] = []
  page.on('console', (message) => lines.push(message.text()))
  await bypassStatusCheck(page, stack.frameUrl)
  await page.goto(`${stack.hostUrl}/host.html`)
  expect(await createModalFor(page, stack.frameUrl, 'loopback')).toBe(5102)
  expect(lines.some((line) => /frame-ancestors/.test(line))).toBe(true)
  await expect(modalFrameOf(page).locator('#root')).toHaveCount(0)
})

test('error: without the CSP header the frame itself refuses an origin off its allow-list', async ({
  page,
  stack,
}) => {
  await stripFrameCsp(page, stack.frameUrl)
  await bypassStatusCheck(page, stack.frameUrl)
  await page.goto(`${stack.hostUrl}/host.html`)
  expect(await createModalFor(page, stack.frameUrl, 'strict')).toBe(5102)
})

test('error: without the status bypass, the same refusal is told within seconds, naming origin and project', async ({
  page,
  stack,
}) => {
  const outcome = await embedInHostPage(page, stack, { projectId: 'loopback' })
  expect(outcome).toMatchObject({ ready: false, code: 5108 })
  expect(outcome.message).toContain(stack.hostUrl)
  // About 1 s of silence, then /status; far below the 20 s handshake timeout even when loaded.
  expect(outcome.ms).toBeLessThan(8_000)
})
