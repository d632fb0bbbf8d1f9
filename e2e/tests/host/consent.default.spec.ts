// Consent (issue 21, SPEC §7, §9): every request leaving the page and its frames is watched.
// `modal.setConsent(false)` stops error reports at once; usage events are sent only after
// `setConsent(true)`; reports name the host origin only.
import type { FrameLocator, Page } from '@playwright/test'
import { openWalletPage, recordRequests } from '../../fixtures/pageHelpers.ts'
import { declineConnect, isTelemetry } from '../../fixtures/telemetry/declineConnect.ts'
import { expect, test } from '../../fixtures/test.ts'

/** A connect the user turned down (`declineConnect`), the modal closed after it. */
async function declineAndClose(page: Page, frame: FrameLocator) {
  await declineConnect(page, frame)
  await page.evaluate(() => window.modal.close())
}

/** An uncaught error inside the modal's frame. */
const throwInFrame = (page: Page) =>
  page
    .frames()
    .find((frame) => frame.url().includes('projectId='))
    ?.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom from alice@example.org at 0x1234567890123456789012345678901234567890')
      })
    })

test('behavior: after setConsent(false) not one reporting request leaves the page or its frames', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  const requests = recordRequests(page)
  await openWalletPage(page, stack, chains)
  // Before the answer, an error is reported (error telemetry is on by default)...
  const first = page.waitForRequest(isTelemetry)
  await throwInFrame(page)
  const body = (await first).postDataJSON()
  expect(body.url).toBe(new URL(stack.hostUrl).origin)
  expect(JSON.stringify(body)).not.toMatch(/alice|example\.org|1234567890123456789/)

  // ...and from the moment the visitor declines, nothing: errors, declined connects, a retry.
  await page.evaluate(() => window.modal.setConsent(false))
  const before = requests.filter(isTelemetry).length
  await throwInFrame(page)
  await declineAndClose(page, modalFrame)
  await declineAndClose(page, modalFrame)
  await page.waitForTimeout(1500)
  expect(requests.filter(isTelemetry).length).toBe(before)
  // The watch saw the frame's own traffic (its chunks), so it was looking at the right place.
  expect(requests.some((request) => request.url().startsWith(stack.frameUrl))).toBe(true)
})

test('param: usage events are sent only after setConsent(true)', async ({
  walletPage: page,
  modalFrame,
}) => {
  const requests = recordRequests(page)
  const connect = async () => {
    await page.evaluate(() => window.modal.open())
    const row = modalFrame.getByRole('button', { name: 'Dev Wallet', exact: true })
    await expect(row).toBeEnabled()
    await row.click()
    await expect.poll(() => page.evaluate(() => window.modal.getState()?.status)).toBe('connected')
  }
  await connect()
  await page.evaluate(() => window.modal.disconnect())
  await page.waitForTimeout(1000)
  const usage = () =>
    requests.filter(isTelemetry).filter((request) => request.postDataJSON().props.type === 'track')
  expect(usage()).toEqual([])

  await page.evaluate(() => window.modal.setConsent(true))
  const sent = page.waitForRequest(
    (request) => isTelemetry(request) && request.postDataJSON().props.type === 'track',
  )
  await connect()
  expect((await sent).postDataJSON().props).toEqual({ type: 'track', event: 'CONNECT_SUCCESS' })
  const response = await (await sent).response()
  expect(response?.status()).toBe(204)
})
