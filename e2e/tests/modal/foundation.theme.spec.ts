// Theme mode and theme variables as the user sees them: computed colours of the frame's card,
// plus screenshots of Connect in light and dark under e2e/.artifacts/foundation/.
import type { FrameLocator, Page } from '@playwright/test'
import { expect, openHostPage, test } from '../../fixtures/test.ts'
import { decodePng } from '../../fixtures/wcWallet/decodePng.ts'

const light = { background: 'rgb(255, 255, 255)', color: 'rgb(20, 20, 20)' }
const dark = { background: 'rgb(25, 26, 26)', color: 'rgb(228, 231, 231)' }

const card = (frame: FrameLocator, title = 'Connect wallet') =>
  frame.getByRole('dialog', { name: title })
const cardColours = (frame: FrameLocator, title?: string) =>
  card(frame, title).evaluate((element) => {
    const style = getComputedStyle(element)
    return { background: style.backgroundColor, color: style.color }
  })
/** The accent rings the current network on Networks. */
const accentColour = (frame: FrameLocator) =>
  frame
    .locator('[aria-current="true"]')
    .evaluate((element) => getComputedStyle(element).boxShadow.match(/rgba?\([^)]*\)/)?.[0])

async function openConnect(page: Page, frame: FrameLocator) {
  await page.evaluate(() => window.modal.open())
  await expect(card(frame)).toBeVisible()
}

/** The host opens the modal on Networks, whose current network wears the accent. */
async function openNetworks(page: Page, frame: FrameLocator) {
  await page.evaluate(() => window.modal.open({ view: 'Networks' }))
  await expect(card(frame, 'Choose network')).toBeVisible()
}

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `.artifacts/foundation/${name}.png` })

test('default: the modal is light by default (light system preference)', async ({
  hostPage,
  modalFrame,
}) => {
  await openConnect(hostPage, modalFrame)
  expect(await cardColours(modalFrame)).toEqual(light)
  await hostPage.evaluate(() => window.modal.open({ view: 'Networks' }))
  await expect.poll(() => accentColour(modalFrame)).toBe('rgb(9, 136, 240)')
})

test('behavior: setThemeMode switches the open modal to dark and back to light', async ({
  walletPage: hostPage,
  modalFrame,
}) => {
  // Screenshots without the colour transitions half-way.
  await hostPage.emulateMedia({ reducedMotion: 'reduce' })
  await hostPage.setViewportSize({ width: 800, height: 720 })
  await openConnect(hostPage, modalFrame)
  await expect(modalFrame.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
  await screenshot(hostPage, 'connect-light')

  await hostPage.evaluate(() => window.modal.setThemeMode('dark'))
  await expect.poll(() => cardColours(modalFrame)).toEqual(dark)
  await screenshot(hostPage, 'connect-dark')

  await hostPage.evaluate(() => window.modal.setThemeMode('light'))
  await expect.poll(() => cardColours(modalFrame)).toEqual(light)
})

test('behavior: setThemeVariables({ accent }) recolours the accent and keeps the mode', async ({
  hostPage,
  modalFrame,
}) => {
  await openNetworks(hostPage, modalFrame)
  await hostPage.evaluate(() => window.modal.setThemeVariables({ accent: '#ff00aa' }))
  await expect.poll(() => accentColour(modalFrame)).toBe('rgb(255, 0, 170)')
  expect(await cardColours(modalFrame, 'Choose network')).toEqual(light)
  // The accent survives a mode switch.
  await hostPage.evaluate(() => window.modal.setThemeMode('dark'))
  await expect.poll(() => cardColours(modalFrame, 'Choose network')).toEqual(dark)
  expect(await accentColour(modalFrame)).toBe('rgb(255, 0, 170)')
})

test('error: a bad theme variable is refused with what the field expected, and the theme stays', async ({
  hostPage,
  modalFrame,
}) => {
  await openNetworks(hostPage, modalFrame)
  const refused = await hostPage.evaluate(() =>
    window.modal.setThemeVariables({ accent: 5, colorMixStrength: 200 } as never).then(
      () => 'accepted',
      (error: Error) => error.message,
    ),
  )
  expect(refused).toContain('themeVariables.accent: expected string')
  expect(refused).toContain('themeVariables.colorMixStrength: must be at most 100')
  expect(await cardColours(modalFrame, 'Choose network')).toEqual(light)
})

test('param: themeMode "dark" in createModal opens dark on a light system', async ({
  page,
  stack,
  modalFrame,
}) => {
  await openHostPage(page, stack, { themeMode: 'dark' })
  await openConnect(page, modalFrame)
  expect(await cardColours(modalFrame)).toEqual(dark)
})

test.describe(() => {
  test.use({ colorScheme: 'dark', viewport: { width: 800, height: 720 } })

  test('param: with no themeMode the frame follows a dark system preference', async ({
    hostPage: page,
    modalFrame,
  }) => {
    await openConnect(page, modalFrame)
    expect(await cardColours(modalFrame)).toEqual(dark)
    const shot = decodePng(await screenshot(page, 'connect-dark-system'))
    // The host page (white, no color-scheme of its own) shows through the translucent backdrop:
    // the frame's canvas must not turn opaque because its color-scheme differs from the iframe's.
    const at = (4 * (shot.width * 700 + 20)) as number
    expect(shot.data[at]).toBeGreaterThan(80)
  })
})
