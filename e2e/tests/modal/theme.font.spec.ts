// The theme font (SPEC §9: Inter) is bundled: a latin woff2 fetched from the frame's origin
// only once the modal shows text, with a fallback sized to Inter's metrics so nothing moves
// when it swaps in.
import type { FrameLocator, Page } from '@playwright/test'
import { recordRequests } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

/** Opens the modal on Connect; its title, once shown (the first text set in the theme font). */
async function openConnectTitle(page: Page, modalFrame: FrameLocator) {
  await page.evaluate(() => window.modal.open())
  const title = modalFrame.getByRole('heading', { name: 'Connect wallet' })
  await expect(title).toBeVisible()
  return title
}

test('default: Inter loads from the frame origin when the modal opens, not before', async ({
  hostPage,
  modalFrame,
  stack,
}) => {
  const fonts = recordRequests(hostPage, (request) => request.resourceType() === 'font')
  // Loaded and ready but closed: no text shown, no font fetched.
  await hostPage.waitForTimeout(300)
  expect(fonts).toEqual([])

  const title = await openConnectTitle(hostPage, modalFrame)
  await expect
    .poll(() => title.evaluate(() => document.fonts.check('600 16px "Inter Variable"')))
    .toBe(true)
  expect(fonts).toHaveLength(1)
  expect(fonts[0]?.url()).toMatch(
    new RegExp(`^${stack.frameUrl}/assets/inter-latin-wght-normal-.*\\.woff2$`),
  )
  expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^"Inter Variable"/,
  )
})

test('behavior: the fallback shown before the swap takes the space Inter takes', async ({
  hostPage,
  modalFrame,
}) => {
  const title = await openConnectTitle(hostPage, modalFrame)
  const sizes = await title.evaluate(async () => {
    await document.fonts.ready
    const measure = (family: string) => {
      const probe = document.createElement('span')
      probe.textContent = 'Connect Wallet · Coinbase Wallet, Rainbow and MetaMask'
      probe.style.cssText = `position:absolute;white-space:nowrap;font:500 16px/normal ${family}`
      document.querySelector('.ph-root')?.append(probe)
      const box = probe.getBoundingClientRect()
      probe.remove()
      return { width: box.width, height: box.height }
    }
    await document.fonts.load('16px "Inter Fallback"')
    return {
      inter: measure('"Inter Variable"'),
      fallback: measure('"Inter Fallback"'),
      unadjusted: measure('sans-serif'),
    }
  })
  // Within 3 % in width and 1 px in line height: a swap does not reflow the card.
  expect(Math.abs(sizes.fallback.width - sizes.inter.width) / sizes.inter.width).toBeLessThan(0.03)
  expect(Math.abs(sizes.fallback.height - sizes.inter.height)).toBeLessThanOrEqual(1)
  // The adjustment is what does it: the plain fallback font is further off.
  expect(
    Math.abs(sizes.unadjusted.width - sizes.inter.width) +
      Math.abs(sizes.unadjusted.height - sizes.inter.height),
  ).toBeGreaterThan(
    Math.abs(sizes.fallback.width - sizes.inter.width) +
      Math.abs(sizes.fallback.height - sizes.inter.height),
  )
})
