// Connect painted ahead while the modal is closed (decision 0033): the host keeps its closed
// dialog laid out but unseen, the frame renders Connect there, and open() shows those pixels
// instead of waiting for the frame to render. What a visitor and a host page must not notice
// while it waits: it takes no click, no focus and no place in the accessibility tree.
import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures/test.ts'

/** The roles of the host page's dialog and iframe in the browser's own accessibility tree. */
async function modalInAccessibilityTree(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  await cdp.detach()
  return nodes
    .filter((node) => !node.ignored && /^(dialog|Iframe)$/.test(String(node.role?.value)))
    .map((node) => node.role?.value)
}

const prepared = '.ph-root[data-prepared] .ph-modal__card'

test('behavior: closed, the frame is laid out unseen with Connect ready; clicks and Tab go to the page, not to it', async ({
  hostPage,
  modalFrame,
}) => {
  await expect(modalFrame.locator(prepared)).toBeAttached()
  const host = await hostPage.evaluate(() => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog[data-porthole]')!
    const frame = dialog.querySelector('iframe')!.getBoundingClientRect()
    const button = document
      .querySelector<HTMLButtonElement>('#open-button')!
      .getBoundingClientRect()
    const hit = document.elementFromPoint(button.x + button.width / 2, button.y + button.height / 2)
    return {
      open: dialog.open,
      inert: dialog.inert,
      opacity: getComputedStyle(dialog).opacity,
      frameSize: { width: frame.width, height: frame.height },
      viewport: { width: innerWidth, height: innerHeight },
      hit: hit?.id,
    }
  })
  expect(host).toMatchObject({ open: false, inert: true, opacity: '0', hit: 'open-button' })
  expect(host.frameSize).toEqual(host.viewport)
  // The page's own controls keep the keyboard: Tab never enters the unseen frame.
  await hostPage.focus('#open-button')
  for (let press = 0; press < 4; press += 1) {
    await hostPage.keyboard.press('Tab')
    expect(await hostPage.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME')
  }
  // Nor is it in the page's accessibility tree, until it opens.
  expect(await modalInAccessibilityTree(hostPage)).toEqual([])
  await hostPage.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeFocused()
  expect(await modalInAccessibilityTree(hostPage)).toEqual(['dialog', 'Iframe'])
})

test('default: open() shows the Connect card painted ahead (the same card, not a new render), live and focused; after close it is ready again', async ({
  hostPage,
  modalFrame,
}) => {
  const card = modalFrame.locator(prepared)
  await expect(card).toBeAttached()
  const ahead = await card.elementHandle()
  await hostPage.evaluate(() => window.modal.open())
  const dialog = modalFrame.getByRole('dialog', { name: 'Connect wallet' })
  await expect(dialog).toBeFocused()
  expect(await ahead?.evaluate((element) => element.isConnected)).toBe(true)
  expect(
    await hostPage.evaluate(
      () => document.querySelector<HTMLDialogElement>('dialog[data-porthole]')?.inert,
    ),
  ).toBe(false)

  await hostPage.evaluate(() => window.modal.close())
  await expect(dialog).toHaveCount(0)
  await expect(card).toBeAttached()
  expect(await ahead?.evaluate((element) => element.isConnected)).toBe(false)
})
