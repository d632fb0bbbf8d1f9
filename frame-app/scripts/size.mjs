// Size budget for the frame: gzip (level 9) of what first paint needs (the entry script of
// index.html, its static imports, and their CSS) and of the whole dist. Fails above the
// budget, and when the entry statically pulls in WalletConnect or Solana (lazy chunks only).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const FIRST_PAINT_BUDGET = 120 * 1024
const LAZY_ONLY = ['@walletconnect', '@solana']

const distDir = fileURLToPath(new URL('../dist/', import.meta.url))
const manifestPath = join(distDir, '.vite', 'manifest.json')
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const gzip = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry)
if (entries.length === 0)
  throw new Error('No entry in dist/.vite/manifest.json: run vite build first.')

const firstPaint = new Set()
const visit = (key) => {
  const chunk = manifest[key]
  if (!chunk || firstPaint.has(chunk.file)) return
  firstPaint.add(chunk.file)
  for (const css of chunk.css ?? []) firstPaint.add(css)
  for (const imported of chunk.imports ?? []) visit(imported)
}
for (const [key] of entries) visit(key)

const failures = []
for (const file of firstPaint) {
  if (!file.endsWith('.js')) continue
  const text = readFileSync(join(distDir, file), 'utf8')
  const owners = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file === file)
    .map(([key]) => key)
  for (const name of LAZY_ONLY) {
    if (text.includes(name) || owners.some((key) => key.includes(`node_modules/${name}`))) {
      failures.push(`${file} is loaded at first paint and contains ${name}; load it lazily.`)
    }
  }
}

const listFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory()
      ? name === '.vite'
        ? []
        : listFiles(path)
      : [relative(distDir, path)]
  })
const firstPaintBytes = [...firstPaint].reduce((sum, file) => sum + gzip(file), 0)
const totalBytes = listFiles(distDir).reduce((sum, file) => sum + gzip(file), 0)

for (const file of firstPaint) console.log(`  ${file.padEnd(40)} ${kb(gzip(file))}`)
console.log(
  `frame first paint (gzip -9): ${kb(firstPaintBytes)} / budget ${kb(FIRST_PAINT_BUDGET)}`,
)
console.log(`frame dist total  (gzip -9): ${kb(totalBytes)}`)
if (firstPaintBytes > FIRST_PAINT_BUDGET) {
  failures.push(
    `first paint is ${kb(firstPaintBytes)}, above the ${kb(FIRST_PAINT_BUDGET)} budget.`,
  )
}
if (failures.length > 0) {
  for (const failure of failures) console.error(`size: ${failure}`)
  process.exit(1)
}
