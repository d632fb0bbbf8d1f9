/**
 * Run before `npm start` and the browser tests: fails in one line when a native tool (anvil,
 * the Solana validator's litesvm binding) has no installed build for this machine.
 */
import { assertNativeTools } from '../fixtures/native/assertNativeTools.ts'

try {
  assertNativeTools()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
