// Size budgets for the vault (DESIGN "vault": tiny), gzip level 9. The first load is
// index.html and the script it names (with anything that script imports statically); each lazy
// chunk, loaded only when its feature is used, has a budget of its own (decision 0269).
// Fails above any budget, and on a lazy chunk no budget names.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

// 54.9 KB measured when set (viem's signing and serializers, noble curves, Shamir, zod mini);
// 58.6 KB with one copy of noble (decision 0269).
const FIRST_LOAD_BUDGET = 64 * 1024
// BIP-32 and @scure/btc-signer's PSBT signing: 22.4 KB measured when set.
const LAZY_BUDGETS = { signBitcoinRequest: 24 * 1024 }

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

const scripts = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`)
/** The scripts `file` imports statically (`import … from "./x.js"`), not with `import()`. */
const staticImports = (file) =>
  [
    ...readFileSync(join(dist, file), 'utf8').matchAll(
      /(?:^|[;}\s])import\s*[^("']*?["']\.\/([^"']+)["']/g,
    ),
  ].map((match) => `assets/${match[1]}`)
const first = new Set(scripts.filter((file) => html.includes(file)))
for (const file of first) for (const imported of staticImports(file)) first.add(imported)

let failed = false
const firstLoad = gzip('index.html') + [...first].reduce((sum, file) => sum + gzip(file), 0)
console.log(
  `vault: ${kb(firstLoad)} gzip first load (budget ${kb(FIRST_LOAD_BUDGET)}) in ${first.size + 1} files`,
)
if (firstLoad > FIRST_LOAD_BUDGET) {
  console.error(`vault's first load is over its budget by ${kb(firstLoad - FIRST_LOAD_BUDGET)}`)
  failed = true
}
for (const file of scripts.filter((f) => !first.has(f))) {
  const name = Object.keys(LAZY_BUDGETS).find((prefix) => file.startsWith(`assets/${prefix}-`))
  const size = gzip(file)
  if (!name) {
    console.error(`vault: ${file} (${kb(size)}) is a lazy chunk no budget names`)
    failed = true
    continue
  }
  console.log(`vault: ${name} ${kb(size)} gzip, lazy (budget ${kb(LAZY_BUDGETS[name])})`)
  if (size > LAZY_BUDGETS[name]) {
    console.error(`vault's ${name} chunk is over its budget by ${kb(size - LAZY_BUDGETS[name])}`)
    failed = true
  }
}
if (failed) process.exit(1)
