// The journeys' axe scan (fixtures/a11y/axeScan.ts) finds what it is there to find: a control with
// no name and text too faint to read, in the modal's frame and in a frame inside it (where the
// vault's passkey button lives), in every pass; and nothing on the host page, which is not ours.
import { openView, scan, setUp } from '../../fixtures/a11y/axeScan.ts'
import { expect, openHostPage, test } from '../../fixtures/test.ts'

test('error: the scan reports a nameless button and faint text in the frame and in a nested frame, not on the host page', async ({
  page,
  stack,
  modalFrame,
}) => {
  await setUp(page)
  await openHostPage(page, stack)
  await openView(page, modalFrame, 'Networks', 'Choose network')
  await page.evaluate(() => {
    document.body.append(Object.assign(document.createElement('button'), { id: 'host-only' }))
  })
  await modalFrame.getByRole('dialog').evaluate((card) => {
    const faint = Object.assign(document.createElement('p'), { id: 'faint', textContent: 'faint' })
    faint.style.cssText = 'color: #eeeeee; background: #ffffff'
    const nested = Object.assign(document.createElement('iframe'), {
      title: 'nested',
      srcdoc: '<!doctype html><html lang="en"><body><button id="nameless"></button></body></html>',
    })
    card.append(faint, nested)
  })
  await expect(
    modalFrame.frameLocator('iframe[title="nested"]').locator('#nameless'),
  ).toBeAttached()

  const found = await scan(page, modalFrame, 'Networks/broken')
  const where = (id: string) =>
    found.filter((violation) => violation.id === id).map((v) => `${v.theme} ${v.width}`)
  expect(where('color-contrast')).toEqual(['light 390', 'light 1024', 'dark 1024'])
  expect(where('button-name')).toEqual(['light 390', 'light 1024', 'dark 1024'])
  const targets = found.flatMap((violation) => violation.targets)
  expect(targets.some((target) => target.startsWith('#faint'))).toBe(true)
  expect(targets.some((target) => / #nameless/.test(target))).toBe(true)
  expect(targets.some((target) => target.includes('host-only'))).toBe(false)
})
