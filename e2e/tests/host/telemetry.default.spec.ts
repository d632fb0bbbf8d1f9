// Error telemetry (SPEC §7, SECURITY.md #16): a declined connect is reported to the api's
// `POST /e` with the host origin only; with analytics turned off nothing is sent.
import { statusText } from '../../fixtures/page/statusText.ts'
import { openWalletPage, recordRequests } from '../../fixtures/pageHelpers.ts'
import { declineConnect, isTelemetry } from '../../fixtures/telemetry/declineConnect.ts'
import { expect, test } from '../../fixtures/test.ts'

test('default: a declined connect is stored by the api as an error event', async ({
  walletPage: page,
  stack,
  modalFrame,
}) => {
  const answered = page.waitForResponse((response) => isTelemetry(response.request()))
  await declineConnect(page, modalFrame)

  const response = await answered
  expect(response.status()).toBe(204)
  const url = new URL(response.url())
  expect(url.origin).toBe(new URL(stack.apiUrl).origin)
  expect(url.searchParams.get('projectId')).toBe('demo')
  expect(url.searchParams.get('st')).toBe('html-porthole')
  expect(url.searchParams.get('sv')).toMatch(/\S/)

  const hostOrigin = new URL(stack.hostUrl).origin
  const body = response.request().postDataJSON()
  expect(body).toEqual({
    eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    url: hostOrigin,
    domain: 'localhost',
    timestamp: expect.any(Number),
    props: {
      type: 'error',
      event: 'CONNECT_ERROR',
      errorType: expect.any(String),
      errorMessage: expect.any(String),
    },
  })
  // No personal data: no account address anywhere in the event.
  const address = await page.evaluate(() => window.devWallet.address)
  expect(JSON.stringify(body).toLowerCase()).not.toContain(address.slice(2).toLowerCase())
})

test('param: with analytics turned off no event is sent', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  const sent = recordRequests(page, isTelemetry)
  await openWalletPage(page, stack, chains, { features: { analytics: false } })
  await declineConnect(page, modalFrame)
  // Declining again after a retry: still nothing.
  await modalFrame.getByRole('button', { name: 'Try again' }).click()
  await expect(statusText(modalFrame.getByRole('dialog'), 'Connection declined')).toBeVisible()
  await page.waitForTimeout(1000)
  expect(sent).toEqual([])
})
