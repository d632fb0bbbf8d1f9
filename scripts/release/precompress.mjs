import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Text files worth compressing; fonts and images are compressed already. */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.ts', '.txt', '.map'])
/** Below this a compressed body saves less than its headers cost (as the frame server does). */
const MIN_BYTES = 1024

/**
 * Write `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every text file
 * under `dir` of at least 1 KB, each only where it is smaller than the file, for servers that
 * send a precompressed file as it is (nginx `gzip_static` and `brotli_static`, most CDNs).
 * Resolves with how many files got a `.br` and their sizes as built and as brotli.
 *
 * @example
 * ```js
 * const { files } = await precompress('release/static')
 * ```
 */
export async function precompress(dir) {
  const totals = { files: 0, original: 0, bytes: 0 }
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.has(extname(entry.name))) continue
    const path = join(entry.parentPath, entry.name)
    const bytes = await readFile(path)
    if (bytes.length < MIN_BYTES) continue
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })
    const gz = gzipSync(bytes, { level: 9 })
    if (br.length < bytes.length) await writeFile(`${path}.br`, br)
    if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz)
    if (br.length < bytes.length) {
      totals.files += 1
      totals.original += bytes.length
      totals.bytes += br.length
    }
  }
  return totals
}
