import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../fixtures/paths.ts'
import type { BenchRow } from './formatTable.ts'

/**
 * The wallet-list search figure (keystroke to results painted over a 600-wallet registry).
 * Not measured yet: README.md, "Figures not measured yet", says what enabling it takes.
 */
export function walletSearchRow(): BenchRow {
  const figure = 'wallet search (600 wallets): keystroke to results painted'
  return existsSync(join(repoRoot, 'frame-app/src/views/AllWallets'))
    ? { figure, na: 'AllWallets view exists; its 600-wallet registry is not wired into the bench' }
    : { figure, na: 'AllWallets view not built' }
}
