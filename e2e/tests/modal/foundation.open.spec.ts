// Opening and closing the modal across origins: the host's <dialog>, the frame's card, focus
// and scroll lock, every way a user or a host script closes it.
import type { FrameLocator, Page } from '@playwright/test'
import { expect, test } from '../../fixtures/test.ts'

/** The host page's view of the modal: dialog open, body scroll lock, focused element. */
const hostSide = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog[data-porthole]')
    return {
      dialogOpen: dialog?.open ?? false,
      bodyOverflow: getComputedStyle(document.body).overflow,
      focused: document.activeElement?.id || document.activeElement?.tagName,
      snapshotOpen: window.modal.getState()?.open as boolean | undefined,
    }
  })

/** Opens the modal the way a host page does: a button whose click calls `modal.open()`. */
async function openFromButton(page: Page) {
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('#open-button')!
    button.onclick = () => void window.modal.open()
  })
  await page.click('#open-button')
}

const closed = { dialogOpen: false, bodyOverflow: 'visible', focused: 'open-button' }

test('default: open() shows the Connect dialog with focus on its card', async ({
  hostPage,
  modalFrame,
}) => {
  await openFromButton(hostPage)
  const dialog = modalFrame.getByRole('dialog', { name: 'Connect wallet' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toBeFocused()
  await expect(modalFrame.getByRole('heading', { name: 'Wallets' })).toBeVisible()
  expect(await hostSide(hostPage)).toEqual({
    dialogOpen: true,
    bodyOverflow: 'hidden',
    focused: 'IFRAME',
    snapshotOpen: true,
  })
})

/** Every way a user or a host script closes the open modal, each on the modal it acts on. */
const closeWays: { title: string; close: (page: Page, frame: FrameLocator) => Promise<void> }[] = [
  {
    title: 'the Close button closes, returns focus and releases the scroll lock',
    close: (_page, frame) => frame.getByRole('button', { name: 'Close' }).click(),
  },
  {
    title: 'Escape inside the frame closes the modal',
    close: async (page, frame) => {
      await expect(frame.getByRole('dialog', { name: 'Connect wallet' })).toBeFocused()
      await page.keyboard.press('Escape')
    },
  },
  {
    title: 'Escape with focus on the host side cancels the host dialog and closes',
    close: async (page) => {
      // Focus leaves the iframe for the host's <dialog> itself (as after a click on its edge).
      await page.evaluate(() => {
        const dialog = document.querySelector<HTMLDialogElement>('dialog[data-porthole]')!
        dialog.tabIndex = -1
        dialog.focus()
      })
      expect((await hostSide(page)).focused).toBe('DIALOG')
      await page.keyboard.press('Escape')
    },
  },
  {
    title: 'a click on the backdrop outside the 360 px card closes',
    close: async (page, frame) => {
      const card = frame.getByRole('dialog', { name: 'Connect wallet' })
      // 360 px once its opening animation (a slight scale) has ended.
      await expect.poll(async () => (await card.boundingBox())?.width).toBe(360)
      const box = (await card.boundingBox())!
      // A click on the card itself keeps the modal open.
      await page.mouse.click(box.x + box.width / 2, box.y + 20)
      await expect(card).toBeVisible()
      await page.mouse.click(Math.max(4, box.x - 40), box.y + box.height / 2)
    },
  },
  {
    title: 'modal.close() from host code closes and restores focus',
    close: (page) => page.evaluate(() => window.modal.close()),
  },
]

for (const { title, close } of closeWays)
  test(`behavior: ${title}`, async ({ hostPage, modalFrame }) => {
    await openFromButton(hostPage)
    await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
    await close(hostPage, modalFrame)
    await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
    await expect.poll(() => hostSide(hostPage)).toEqual({ ...closed, snapshotOpen: false })
  })

test('behavior: subscribeState sees open true, then false', async ({ hostPage, modalFrame }) => {
  await hostPage.evaluate(() => {
    const w = window as Window & { seenOpen?: boolean[] }
    const seen: boolean[] = []
    w.seenOpen = seen
    w.modal.subscribeState((state) => seen.push(state.open))
  })
  await hostPage.evaluate(() => window.modal.open())
  await modalFrame.getByRole('button', { name: 'Close' }).click()
  await expect
    .poll(() => hostPage.evaluate(() => (window as Window & { seenOpen?: boolean[] }).seenOpen))
    .toEqual([true, false])
})

test('param: open({ view: "Networks" }) opens on Networks with the current one marked', async ({
  hostPage,
  modalFrame,
}) => {
  await hostPage.evaluate(() => window.modal.open({ view: 'Networks' }))
  const dialog = modalFrame.getByRole('dialog', { name: 'Choose network' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Anvil$/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(dialog.getByRole('button', { name: /Anvil Two/ })).not.toHaveAttribute(
    'aria-current',
    'true',
  )
  expect(await hostPage.evaluate(() => window.modal.getState()?.view)).toBe('Networks')
})

test('error: open({ view }) with a view the modal cannot show rejects with ViewUnavailableError and leaves it closed', async ({
  hostPage,
  modalFrame,
}) => {
  const outcome = (view: string) =>
    hostPage.evaluate(
      (view) =>
        window.modal
          .open({ view: view as 'Connect' }) /* names the host's types refuse */
          .then(
            () => 'opened',
            (error: { name: string; code: number; data: unknown }) => ({
              name: error.name,
              code: error.code,
              data: error.data,
            }),
          ),
      view,
    )
  expect(await outcome('ConnectingFarcaster')).toEqual({
    name: 'ViewUnavailableError',
    code: 5106,
    data: { view: 'ConnectingFarcaster', reason: 'internal' },
  })
  // Only an embedded wallet's own request shows ApproveTransaction; a host cannot open it.
  expect(await outcome('ApproveTransaction')).toMatchObject({
    code: 5106,
    data: { view: 'ApproveTransaction', reason: 'internal' },
  })
  expect(await outcome('ConnectingExternal')).toMatchObject({
    code: 5106,
    data: { view: 'ConnectingExternal', reason: 'internal' },
  })
  expect(await hostSide(hostPage)).toMatchObject({ dialogOpen: false, snapshotOpen: false })
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
})

test('param: open({ view: "Account" }) while disconnected shows Connect', async ({
  hostPage,
  modalFrame,
}) => {
  await hostPage.evaluate(() => window.modal.open({ view: 'Account' }))
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  expect(await hostPage.evaluate(() => window.modal.getState()?.view)).toBe('Connect')
})
