import axe from 'axe-core'
import { createRoot } from 'react-dom/client'
import { expect, onTestFinished } from 'vitest'
import { page } from 'vitest/browser'
import { App } from '../src/app/App.tsx'
import { FrameAppContext } from '../src/core/FrameAppContext.tsx'
import { WalletConnectContext } from '../src/features/walletConnect/index.ts'
import '../src/theme/base.css'
import { createTestFrameApp, type TestFrameAppOptions } from './createTestFrameApp.ts'
import { AXE_TAGS, HELD_CONTROLS } from './scanRules.ts'

export type Theme = 'light' | 'dark'

/** One axe finding in a view test: which pass (theme, width), which rule, which nodes. */
export type ViewViolation = { pass: string; id: string; targets: string[] }

/**
 * The frame's whole UI (`App`, as `main.tsx` renders it) in the test page, over a test frame
 * app (`createTestFrameApp`: a fake host, its Dev Wallet, `options.api` as the Data API), with
 * no servers. Removed after the test. `opened` lists the URLs the view opened in a new tab.
 * @example
 * const { app } = await renderView({ api })
 * app.actions.open('AllWallets')
 * await expect.element(page.getByRole('dialog', { name: 'All wallets' })).toBeVisible()
 */
export async function renderView(options: TestFrameAppOptions & { languages?: string[] } = {}) {
  const test = await createTestFrameApp(options)
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  root.render(
    <FrameAppContext.Provider value={test.app}>
      <WalletConnectContext.Provider value={null}>
        <App isMobile={false} languages={options.languages ?? ['en-US']} />
      </WalletConnectContext.Provider>
    </FrameAppContext.Provider>,
  )
  // The tabs the view opens itself (`window.open`), recorded instead of opened.
  const opened: string[] = []
  const open = window.open
  window.open = (url?: string | URL) => {
    opened.push(String(url))
    return {} as Window
  }
  onTestFinished(() => {
    window.open = open
    root.unmount()
    container.remove()
  })
  const setTheme = (themeMode: Theme) => test.app.settings.send({ type: 'SYNC_THEME', themeMode })
  return { ...test, setTheme, opened }
}

const passes: { width: number; themes: Theme[] }[] = [
  { width: 390, themes: ['light', 'dark'] },
  { width: 1024, themes: ['light', 'dark'] },
]

/**
 * axe-core (WCAG 2.2 AA tags; 4.13, the version the journeys' scanner @axe-core/playwright runs,
 * so both layers judge alike) on the view shown, light and dark, at the phone (390 px) and
 * desktop (1024 px) widths; the viewport is left at 1024 px. `label` names the state.
 * @example expect(await scanView(view, 'AllWallets')).toEqual([])
 */
export async function scanView(
  view: { setTheme: (theme: Theme) => void },
  label: string,
): Promise<ViewViolation[]> {
  const found: ViewViolation[] = []
  for (const { width, themes } of passes) {
    await page.viewport(width, 900)
    for (const theme of themes) {
      view.setTheme(theme)
      await settled(theme)
      const result = await axe.run(document.body, {
        runOnly: { type: 'tag', values: [...AXE_TAGS] },
      })
      for (const violation of result.violations)
        found.push({
          pass: `${label} ${theme} ${width}px`,
          id: violation.id,
          targets: violation.nodes.map(
            (node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? node.failureSummary}`,
          ),
        })
    }
  }
  return found
}

/**
 * The root has the theme, the card's entry animation is over (a resize across the phone
 * breakpoint plays it again) and the controls the clickjacking guard holds meanwhile work
 * again: a scan in between would judge dimmed, disabled controls.
 */
async function settled(theme: Theme) {
  await expect.poll(() => document.querySelector(`.ph-root[data-theme="${theme}"]`)).not.toBeNull()
  // Every transition and finite animation in the card: a theme switch fades colours. Awaited
  // until none is left: with `transition: all` on each element (the reduced-motion rule), an
  // inherited colour moves one level down per finished transition, so they come in waves.
  // (Lazily loaded views inject their styles after the reduced-motion override, so their own
  // durations hold here, not the override's as in the build.)
  const card = document.querySelector('[role="dialog"]')
  for (;;) {
    const running = (card?.getAnimations({ subtree: true }) ?? []).filter(
      (animation) =>
        animation.playState === 'running' &&
        animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
    )
    if (running.length === 0) break
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  await expect.poll(() => document.querySelectorAll(HELD_CONTROLS).length).toBe(0)
}
