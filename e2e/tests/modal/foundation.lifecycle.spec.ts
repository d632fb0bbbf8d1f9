// createModal is idempotent per projectId, and destroy() removes everything and ends calls.
import { defaultTestNetworks } from '../../fixtures/networks.ts'
import { expect, test } from '../../fixtures/test.ts'

test('behavior: a second createModal with the same projectId returns the same modal and frame', async ({
  hostPage,
  stack,
}) => {
  const same = await hostPage.evaluate(
    ({ frameUrl, networks }) => {
      const again = window.Porthole.createModal({ projectId: 'demo', frameUrl, networks })
      return again === window.modal
    },
    { frameUrl: stack.frameUrl, networks: defaultTestNetworks },
  )
  expect(same).toBe(true)
  await expect(hostPage.locator('iframe[title="Porthole"]')).toHaveCount(1)
  await expect(hostPage.locator('dialog')).toHaveCount(1)
})

test('behavior: destroy() removes the dialog and frame and rejects a call still pending', async ({
  hostPage,
}) => {
  const outcome = await hostPage.evaluate(async () => {
    // The user has not connected: eth_requestAccounts waits in the open modal.
    const pending = window.modal.provider.request({ method: 'eth_requestAccounts' }).then(
      () => 'resolved',
      (error: { code: number; name: string }) => ({ code: error.code, name: error.name }),
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    window.modal.destroy()
    return pending
  })
  expect(outcome).toEqual({ code: 5105, name: 'ModalDestroyedError' })
  await expect(hostPage.locator('iframe[title="Porthole"]')).toHaveCount(0)
  await expect(hostPage.locator('dialog')).toHaveCount(0)
  expect(await hostPage.evaluate(() => document.body.style.overflow)).toBe('')
})

test('behavior: destroy() before the loader fetched its second stage adds no frame and rejects ready', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.hostUrl}/host.html`)
  const stage = page.waitForResponse((r) => r.url().endsWith('/porthole-bridge.js'))
  const ready = await page.evaluate(
    ({ frameUrl, networks }) => {
      const modal = window.Porthole.createModal({ projectId: 'demo', frameUrl, networks })
      modal.destroy()
      return modal.ready.then(
        () => 'ready',
        (error: { code: number; name: string }) => ({ code: error.code, name: error.name }),
      )
    },
    { frameUrl: stack.frameUrl, networks: defaultTestNetworks },
  )
  expect(ready).toEqual({ code: 5105, name: 'ModalDestroyedError' })
  expect((await stage).ok()).toBe(true)
  await expect(page.locator('iframe[title="Porthole"]')).toHaveCount(0)
  await expect(page.locator('dialog')).toHaveCount(0)
})
