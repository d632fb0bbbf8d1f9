import type { Browser, BrowserContext } from '@playwright/test'
import type { Stack } from '../fixtures/startStack.ts'
import { type BenchPage, modalConfig, openBenchPage } from './openBenchPage.ts'

/**
 * A cold open: the host page loaded (`openBenchPage`'s `from`), then the modal created with
 * `config` and opened at once. The bench page and the page's time when it called createModal.
 * @example
 * const { bench, start } = await openColdBenchPage(browser, stack, {})
 * const painted = await bench.frame().evaluate(() => window.__portholeBench.waitPaint('connect', 0))
 */
export async function openColdBenchPage(
  from: Browser | BrowserContext,
  stack: Stack,
  config: Record<string, unknown>,
): Promise<{ bench: BenchPage; start: number }> {
  const bench = await openBenchPage(from, stack, { createModal: false })
  const start = await bench.page.evaluate(
    (options) => window.__portholeBench.createAndOpen(options),
    modalConfig(stack, config),
  )
  return { bench, start }
}
