// A host page's console is the host developer's: Porthole writes no error there when nothing
// went wrong. A fresh page whose modal opens and closes, and a first email login (an account
// with no wallet yet, which the api answers 204 rather than 404), leave it clean.
import type { Page } from '@playwright/test'
import { loginFreshOnDevChain } from '../../fixtures/emailLogin.ts'
import { openDevChainPage } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

/** Console errors of every frame of the page, with where they came from. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
  })
  return errors
}

test('default: a fresh host page logs no console error, the modal opened and closed', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  const errors = consoleErrors(page)
  await openDevChainPage(page, stack, chains)
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('button', { name: 'Continue with email' })).toBeEnabled()
  await page.evaluate(() => window.modal.close())
  // Time for a late request (a session probe, a wallet read) to have failed, if one would.
  await page.waitForTimeout(2_000)
  expect(errors).toEqual([])
})

test('behavior: a first email login logs no console error; no request answers 404', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  test.setTimeout(90_000)
  const errors = consoleErrors(page)
  const notFound: string[] = []
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url())
  })
  await loginFreshOnDevChain({ page, modalFrame, stack, chains })
  expect(notFound).toEqual([])
  expect(errors).toEqual([])
})
