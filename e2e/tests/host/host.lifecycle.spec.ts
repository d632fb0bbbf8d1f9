// Ordinary host patterns that used to break the loader: reopening right after closing,
// createModal in <head>, open() after destroy(), a page that is not a secure context, and a
// frame that dies or freezes while the host waits on it.

import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { modalFrameOf } from '../../fixtures/modalFrameOf.ts'
import { defaultTestNetworks } from '../../fixtures/networks.ts'
import { hostStatus, rpc } from '../../fixtures/pageHelpers.ts'
import { paths } from '../../fixtures/paths.ts'
import { expect, test } from '../../fixtures/test.ts'

/** The modal frame's window inside `page`. */
function modalWindow(page: Page, frameUrl: string) {
  return page.frames().find((frame) => frame.url().startsWith(`${frameUrl}/?`))!
}

test('behavior: await close() then open({ view }) opens that view and stays open', async ({
  hostPage,
  modalFrame,
}) => {
  await hostPage.evaluate(async () => {
    await window.modal.open()
    await window.modal.close()
    await window.modal.open({ view: 'Networks' })
  })
  // The first dialog's close event arrives after the second open: it must not close it.
  await hostPage.waitForTimeout(500)
  expect(await hostPage.evaluate(() => document.querySelector('dialog')?.open)).toBe(true)
  await expect(modalFrame.getByRole('dialog', { name: 'Choose network' })).toBeVisible()
  expect(await hostPage.evaluate(() => window.modal.getState()?.open)).toBe(true)
})

test('behavior: createModal from a <head> script works once the page has loaded', async ({
  page,
  stack,
  modalFrame,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${stack.hostUrl}/head.html?frameUrl=${encodeURIComponent(stack.frameUrl)}`)
  await page.evaluate(() => window.modal.ready)
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
  await page.evaluate(() => window.modal.close())
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
  expect(errors).toEqual([])
})

test('error: open() after destroy() rejects with 5105 and leaves the page scrollable', async ({
  hostPage,
}) => {
  const outcome = await hostPage.evaluate(async () => {
    window.modal.destroy()
    return window.modal.open().then(
      () => 'opened',
      (error: { code: number; name: string }) => ({ code: error.code, name: error.name }),
    )
  })
  expect(outcome).toEqual({ code: 5105, name: 'ModalDestroyedError' })
  expect(await hostPage.evaluate(() => document.body.style.overflow)).toBe('')
  await hostPage.mouse.wheel(0, 400)
  await expect.poll(() => hostPage.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})

test('error: on a page that is not a secure context createModal throws InsecureContextError', async ({
  page,
  stack,
}) => {
  // http: on a host other than localhost: the browser withholds crypto.randomUUID.
  const loader = await readFile(paths.hostIife, 'utf8')
  await page.route('http://shop.test/**', (route) =>
    route.request().url().endsWith('/porthole.iife.js')
      ? route.fulfill({ contentType: 'text/javascript', body: loader })
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><script src="/porthole.iife.js"></script><h1>Shop</h1>',
        }),
  )
  await page.goto('http://shop.test/')
  const outcome = await page.evaluate(
    (config) => {
      try {
        window.Porthole.createModal(config)
        return 'created'
      } catch (error) {
        const { name, message } = error as Error
        return { name, message, secure: isSecureContext }
      }
    },
    { projectId: 'demo', frameUrl: stack.frameUrl, networks: defaultTestNetworks },
  )
  expect(outcome).toEqual({
    name: 'InsecureContextError',
    message: expect.stringContaining('http://shop.test'),
    secure: false,
  })
  await expect(page.locator('dialog')).toHaveCount(0)
})

test('error: a frame that dies for good ends pending and later requests with 4900 within 10 s', async ({
  hostPage,
  stack,
}) => {
  // The user has not connected: eth_requestAccounts waits in the open modal.
  const pending = hostPage.evaluate(() =>
    window.modal.provider.request({ method: 'eth_requestAccounts' }).then(
      () => 'resolved',
      (error: { code: number }) => error.code,
    ),
  )
  await expect(modalFrameOf(hostPage).getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  // The frame reloads into an error page (its server now answers 404 for the project).
  await modalWindow(hostPage, stack.frameUrl).evaluate(() => location.assign('/?projectId=gone'))
  const started = Date.now()
  expect(await pending).toBe(4900)
  const later = await rpc(hostPage, 'eth_blockNumber')
  expect(later.code).toBe(4900)
  expect(Date.now() - started).toBeLessThan(10_000)
})

test('error: a frozen frame ends a read with 4900 within about 10 s', async ({
  hostPage,
  stack,
}) => {
  // A busy loop in the frame: it answers nothing for 15 s.
  await modalWindow(hostPage, stack.frameUrl).evaluate(() => {
    setTimeout(() => {
      const end = Date.now() + 15_000
      while (Date.now() < end) {}
    }, 50)
  })
  await hostPage.waitForTimeout(200)
  const started = Date.now()
  const outcome = await rpc(hostPage, 'eth_blockNumber')
  expect(outcome).toMatchObject({ code: 4900 })
  // At most 2 s to the next probe and 4 s for its answer; the busy frame takes one of the
  // machine's cores, so the page itself runs slower: allow some room over 10 s.
  expect(Date.now() - started).toBeLessThan(12_000)
})

test('behavior: connecting from modal.open() closes the modal and gives the page back', async ({
  walletPage,
  modalFrame,
}) => {
  await walletPage.evaluate(() => window.modal.open())
  const row = modalFrame.getByRole('button', { name: /Dev Wallet/ })
  await expect(row).toBeEnabled()
  await row.click()
  await expect.poll(() => hostStatus(walletPage)).toBe('connected')
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  await expect
    .poll(() => walletPage.evaluate(() => document.querySelector('dialog')?.open))
    .toBe(false)
  expect(await walletPage.evaluate(() => window.modal.getState()?.open)).toBe(false)
  expect(await walletPage.evaluate(() => document.body.style.overflow)).toBe('')
  // Opened again, the modal shows Account.
  await walletPage.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible()
})
