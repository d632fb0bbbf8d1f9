import type { Frame, Page } from '@playwright/test'
import type { BenchRow } from '../formatTable.ts'
import { type LatencyRuns, measureLatency } from '../measureLatency.ts'

/**
 * Click on "Dev Wallet" in the Connect view (the click event's time in the frame) to
 * `accountsChanged` with the account at the host, the dev wallet approving at once. The floor
 * is the same wallet's `eth_requestAccounts` called directly by the host page, without
 * Porthole. Each run but the last disconnects afterwards, so the page is left connected with
 * the modal closed. `page` has a ready modal and the dev wallet installed in auto-approve mode.
 */
export async function measureConnect(
  page: Page,
  frame: Frame,
  runs: LatencyRuns,
): Promise<BenchRow> {
  await page.evaluate(() => window.__portholeBench.watchAccounts())
  const row = {
    figure: 'connect: click to accountsChanged',
    floorName: 'wallet eth_requestAccounts',
  }
  return measureLatency(runs, row, async (_, last) => {
    const direct = await page.evaluate(() => window.__portholeBench.walletRequestAccounts())
    const paints = await frame.evaluate(() => window.__portholeBench.paintCount('live'))
    await page.evaluate(() => window.__portholeBench.open())
    await frame.evaluate((i) => window.__portholeBench.waitPaint('live', i), paints)
    const clicks = await frame.evaluate(() => window.__portholeBench.clickCount())
    const connected = await page.evaluate(() => window.__portholeBench.accountsCount())
    await frame.getByRole('button', { name: 'Dev Wallet' }).click()
    const clicked = await frame.evaluate((i) => window.__portholeBench.waitClick(i), clicks)
    const changed = await page.evaluate((i) => window.__portholeBench.waitAccounts(i), connected)
    if (!last) await page.evaluate(() => window.__portholeBench.disconnect())
    await page.evaluate(() => window.__portholeBench.close())
    await page.waitForTimeout(50)
    return { sample: changed - clicked, floor: direct }
  })
}
