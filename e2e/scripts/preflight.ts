/**
 * Run before `npm start` and the tests: fails in one line when this machine lacks what they
 * need. `native`: a native tool (anvil, the Solana validator's litesvm binding) has no installed
 * build for this platform. `browser`: no Chromium or Chrome is found (see fixtures/browser/chromium.ts).
 * @example node --import tsx e2e/scripts/preflight.ts native browser
 */
import { chromiumLaunchOptions } from '../fixtures/browser/chromium.ts'
import { assertNativeTools } from '../fixtures/native/assertNativeTools.ts'

const checks = { native: assertNativeTools, browser: chromiumLaunchOptions }

try {
  for (const name of process.argv.slice(2)) {
    if (!(name in checks)) throw new Error(`unknown check "${name}": ${Object.keys(checks)}`)
    checks[name as keyof typeof checks]()
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
