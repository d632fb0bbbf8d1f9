// The visitor's preferences (issue 21): reduced motion turns the card's opening scale and the
// view transitions off, text at 200 % keeps the key controls whole, and a host accent that
// fails contrast against the card is a warning in the host page's console.
import type { Frame, FrameLocator, Page } from '@playwright/test'
import { expect, test } from '../../fixtures/test.ts'

const card = (frame: FrameLocator, name = 'Connect wallet') => frame.getByRole('dialog', { name })
/** `modal.open(options)` in the host page, then waits for the card titled `name`. */
async function openCard(
  page: Page,
  frame: FrameLocator,
  name = 'Connect wallet',
  options?: { view: 'Networks' },
) {
  await page.evaluate((options) => window.modal.open(options), options)
  await expect(card(frame, name)).toBeVisible()
}
const modalFrameOf = (page: Page) =>
  page.frames().find((frame) => frame.url().includes('projectId=')) as Frame

/** The longest animation or transition (seconds) on the card and the current view. */
const motion = (page: Page) =>
  modalFrameOf(page).evaluate(() =>
    ['.ph-modal__card', '.ph-view', '.ph-modal__viewport'].map((selector) => {
      const element = document.querySelector(selector)
      if (!element) return [selector, -1]
      const style = getComputedStyle(element)
      const longest = (value: string) =>
        Math.max(...value.split(',').map((v) => Number.parseFloat(v)))
      return [
        selector,
        style.animationName === 'none' ? 0 : longest(style.animationDuration),
        longest(style.transitionDuration),
      ]
    }),
  )

test.describe('without a preference for reduced motion at first', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('behavior: SPEC §9 timings: a view slides in for 150 ms, the card height follows in 150 ms, the title fades in for 120 ms', async ({
    walletPage: page,
    modalFrame,
  }) => {
    await openCard(page, modalFrame)
    await openCard(page, modalFrame, 'Choose network', { view: 'Networks' })
    const timings = await modalFrameOf(page).evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!)
      return {
        view: [style('.ph-view').animationName, style('.ph-view').animationDuration],
        height: [
          style('.ph-modal__viewport').transitionProperty,
          style('.ph-modal__viewport').transitionDuration,
        ],
        title: [
          style('.ph-header__title').animationName,
          style('.ph-header__title').animationDuration,
        ],
      }
    })
    expect(timings).toEqual({
      view: [expect.stringMatching(/^ph-view-(next|prev)$/), '0.15s'],
      height: ['height', '0.15s'],
      title: ['ph-header-in', '0.12s'],
    })
  })

  test('behavior: with prefers-reduced-motion the card does not scale in and views do not slide', async ({
    walletPage: page,
    modalFrame,
  }) => {
    await openCard(page, modalFrame)
    // Without the preference the card scales in for 200 ms.
    expect((await motion(page))[0]).toEqual(['.ph-modal__card', 0.2, expect.any(Number)])

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.evaluate(() => window.modal.close())
    await openCard(page, modalFrame)
    await openCard(page, modalFrame, 'Choose network', { view: 'Networks' })
    for (const [selector, animation, transition] of await motion(page)) {
      expect.soft(animation, `${selector} animation`).toBeLessThanOrEqual(0.00001)
      expect.soft(transition, `${selector} transition`).toBeLessThanOrEqual(0.00001)
    }
  })
})

test('behavior: text at 200 % keeps the title, close button and wallet rows whole', async ({
  walletPage: page,
  modalFrame,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await openCard(page, modalFrame)
  const titleSize = () =>
    card(modalFrame)
      .getByRole('heading', { name: 'Connect wallet' })
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
  const normal = await titleSize()
  // The visitor's browser text size doubled (the default 16 px becomes 32 px).
  await modalFrameOf(page).evaluate(() => {
    document.documentElement.style.fontSize = '200%'
  })
  await expect.poll(titleSize).toBe(normal * 2)
  await page.screenshot({ path: '.artifacts/a11y/text-200.png' })

  const controls = [
    card(modalFrame).getByRole('heading', { name: 'Connect wallet' }),
    card(modalFrame).getByRole('button', { name: 'Close' }),
    card(modalFrame).getByRole('button', { name: 'Dev Wallet', exact: true }),
    card(modalFrame).getByRole('button', { name: 'All wallets' }),
  ]
  const bounds = await card(modalFrame).boundingBox()
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded()
    await expect(control).toBeVisible()
    const box = await control.boundingBox()
    // Inside the card's width, and its text not cut: nothing wider than the box shows it.
    expect(
      box && bounds && box.x >= bounds.x - 1 && box.x + box.width <= bounds.x + bounds.width + 1,
    ).toBe(true)
    const clipped = await control.evaluate((element) =>
      [element, ...element.querySelectorAll('*')].some(
        (child) =>
          child.scrollWidth > child.clientWidth + 1 &&
          ['hidden', 'clip'].includes(getComputedStyle(child).overflowX),
      ),
    )
    expect(clipped, (await control.textContent()) ?? '').toBe(false)
  }
  const row = card(modalFrame).getByRole('button', { name: 'Dev Wallet', exact: true })
  await expect(row).toBeEnabled()
  await row.click()
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.status)).toBe('connected')
})

test('error: an accent that fails contrast against the card is a warning in the host console', async ({
  hostPage: page,
  modalFrame,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[porthole]'))
      warnings.push(message.text())
  })
  await openCard(page, modalFrame)
  await page.evaluate(() => window.modal.setThemeVariables({ accent: '#0057b8' }))
  await page.waitForTimeout(500)
  expect(warnings).toEqual([])

  await page.evaluate(() => window.modal.setThemeVariables({ accent: '#ffe066' }))
  await expect
    .poll(() => warnings)
    .toEqual([
      '[porthole] themeVariables.accent #ffe066 has a contrast of 1.30:1 against the light ' +
        'background; buttons, focus rings and selected items need at least 3:1 (WCAG 1.4.11). ' +
        'Pick a darker accent.',
    ])
  // Dark mode has its own background: this pale accent holds there; navy does not.
  await page.evaluate(() => window.modal.setThemeMode('dark'))
  await page.evaluate(() => window.modal.setThemeVariables({ accent: '#14285a' }))
  await expect.poll(() => warnings.length).toBe(2)
  expect(warnings[1]).toMatch(/#14285a has a contrast of 1\.\d\d:1 against the dark background/)
})
