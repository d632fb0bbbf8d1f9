import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const readManifest = (distDir) =>
  JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'))

/** The files of the manifest's `keys` and of their static imports, with their CSS. */
const withStaticImports = (manifest, keys, files = new Set()) => {
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return files
}

/**
 * What painting Connect needs, as files of the frame's dist: index.html, each entry chunk, its
 * static imports and their CSS, read from Vite's manifest (`dist/.vite/manifest.json`).
 * @param {string} distDir
 * @returns {Set<string>} paths relative to `distDir`
 */
export function firstPaintFiles(distDir) {
  const manifest = readManifest(distDir)
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  if (entries.length === 0)
    throw new Error('No entry in dist/.vite/manifest.json: run vite build first.')
  return withStaticImports(manifest, entries, new Set(['index.html']))
}

/**
 * The files a lazy chunk loads: the chunk built from `source` (a path from the frame-app
 * folder, such as `src/features/walletConnect/chunk.ts`), its static imports and their CSS.
 * @param {string} distDir
 * @param {string} source
 * @returns {Set<string>} paths relative to `distDir`
 */
export function lazyChunkFiles(distDir, source) {
  const manifest = readManifest(distDir)
  if (!manifest[source]) throw new Error(`${source} is not a chunk of the frame's build.`)
  return withStaticImports(manifest, [source])
}
