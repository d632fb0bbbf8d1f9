import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Frame, Page } from '@playwright/test'
import type { Stack } from '../fixtures/startStack.ts'

/** What the frame probe watches for: a name and the selector whose appearance it times. */
export const WATCH_SELECTORS = {
  connect: '.ph-connect',
  /** Connect rendered ahead in the closed modal, hidden (decision 0033). */
  prepared: '.ph-root[data-prepared] .ph-connect',
  /** Connect live: OPEN has reached the frame (not rendered ahead, or no longer). */
  live: '.ph-root:not([data-prepared]) .ph-connect',
  allWallets: '.ph-all-wallets',
  walletConnectQr: 'svg.ph-qr',
}

const probes = readFileSync(new URL('./pageProbes.js', import.meta.url), 'utf8')

export type BenchPage = { context: BrowserContext; page: Page; frame: () => Frame }

export type OpenBenchPageOptions = {
  /** Extra init script, such as the dev wallet's. */
  initScript?: string
  /** createModal's config beside projectId, frameUrl and metadata. */
  config?: Record<string, unknown>
  /** false: load the host page only, for a cold open; the page creates the modal itself. */
  createModal?: boolean
}

/**
 * A host test page with the bench probes in every frame and, unless `createModal` is false,
 * `window.modal` created and ready: in a new context of `from` when it is a browser, or as a
 * new page of `from` when it is a context (its HTTP cache reused). Reduced motion is on (a
 * context passed in must set `reducedMotion: 'reduce'` itself), so "painted" means the view in its final state rather than the first frame of its 200 ms
 * entrance animation.
 */
export async function openBenchPage(
  from: Browser | BrowserContext,
  stack: Stack,
  options: OpenBenchPageOptions = {},
): Promise<BenchPage> {
  const context = 'newContext' in from ? await from.newContext({ reducedMotion: 'reduce' }) : from
  const page = await context.newPage()
  const frameOrigin = new URL(stack.frameUrl).origin
  const config = { frameOrigin, watchSelectors: WATCH_SELECTORS }
  await page.addInitScript({
    content: `self.__portholeBenchConfig = ${JSON.stringify(config)};\n${probes}`,
  })
  if (options.initScript) await page.addInitScript({ content: options.initScript })
  await page.goto(`${stack.hostUrl}/host.html`)
  if (options.createModal !== false)
    await page.evaluate(
      async (modalConfig) => {
        // biome-ignore lint/suspicious/noExplicitAny: the page's globals, as a host script sees them
        const w = window as any
        w.modal = w.Porthole.createModal(modalConfig)
        await w.modal.ready
      },
      modalConfig(stack, options.config),
    )
  const frame = () => {
    const found = page.frames().find((candidate) => candidate.url().startsWith(frameOrigin))
    if (!found) throw new Error('The Porthole frame is not in the page.')
    return found
  }
  return { context, page, frame }
}

/** The config a host passes to createModal in the bench. */
export function modalConfig(stack: Stack, config: Record<string, unknown> = {}) {
  return {
    projectId: 'demo',
    frameUrl: stack.frameUrl,
    metadata: { name: 'Porthole bench', url: new URL(stack.hostUrl).origin },
    ...config,
  }
}

/** Closes what `openBenchPage(from, …)` opened: the page in a context given, else its context. */
export async function closeBenchPage(bench: BenchPage, from: Browser | BrowserContext) {
  if (bench.context === from) await bench.page.close()
  else await bench.context.close()
}
