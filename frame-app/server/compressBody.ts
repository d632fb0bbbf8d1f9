import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type ContentEncoding = 'br' | 'gzip'

/** Text the frame origin serves; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|typescript|wasm)|image\/svg\+xml)/

/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1024

/**
 * The encoding to send a body of `type` in for a request's `Accept-Encoding`: brotli where
 * the client takes it, else gzip, else none (also for a body too small or compressed already).
 * A coding with `q=0` is refused; `*` stands for any coding not named.
 * @example chooseEncoding('gzip, deflate, br, zstd', 'text/javascript', 40_000) // 'br'
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  type: string,
  bytes: number,
): ContentEncoding | null {
  if (!acceptEncoding || bytes < MIN_BYTES || !COMPRESSIBLE.test(type)) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    weights.set(coding.trim(), q === undefined ? 1 : Number(q))
  }
  const weight = (coding: ContentEncoding) => weights.get(coding) ?? weights.get('*') ?? 0
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return null
}

/** Bodies kept compressed at most; the cache starts over beyond (a rebuilt dist, many pages). */
const CACHE_ENTRIES = 256

/**
 * Compresses response bodies on the fly, fast settings (brotli quality 5, gzip level 6: the
 * frame's entry script in about 150 ms rather than seconds at the maximum), each distinct body
 * once: hashed assets and the loader are the same bytes on every request.
 * @example const compress = createCompressor(); res.end(compress(body, 'br'))
 */
export function createCompressor(): (body: Buffer, encoding: ContentEncoding) => Buffer {
  const cache = new Map<string, Buffer>()
  return (body, encoding) => {
    const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`
    const cached = cache.get(key)
    if (cached) return cached
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body, { level: 6 })
    if (cache.size >= CACHE_ENTRIES) cache.clear()
    cache.set(key, compressed)
    return compressed
  }
}
