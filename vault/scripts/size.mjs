// Size budget for the vault (DESIGN "vault": tiny): gzip (level 9) of everything it loads,
// index.html and its one script. Fails above the budget.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

// 54.9 KB measured when set (viem's signing and serializers, noble curves, Shamir, zod mini).
const BUDGET = 64 * 1024

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const files = ['index.html', ...readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`)]
const gzip = files
  .map((file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
  .reduce((a, b) => a + b, 0)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
console.log(`vault: ${kb(gzip)} gzip (budget ${kb(BUDGET)}) in ${files.length} files`)
if (gzip > BUDGET) {
  console.error(`vault is over its budget by ${kb(gzip - BUDGET)}`)
  process.exit(1)
}
