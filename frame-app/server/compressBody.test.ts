import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, createCompressor } from './compressBody.ts'

const JS = 'text/javascript; charset=utf-8'

describe('chooseEncoding', () => {
  it('default: brotli when the browser takes it, whatever its place in the header', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', JS, 40_000)).toBe('br')
  })
  it('param: q-values rank and refuse codings; * stands for the rest', () => {
    expect(chooseEncoding('br;q=0.5, gzip', JS, 40_000)).toBe('gzip')
    expect(chooseEncoding('gzip;q=0, br;q=0', JS, 40_000)).toBeNull()
    expect(chooseEncoding('*', JS, 40_000)).toBe('br')
    expect(chooseEncoding('*;q=0, gzip', JS, 40_000)).toBe('gzip')
    expect(chooseEncoding('identity', JS, 40_000)).toBeNull()
    expect(chooseEncoding(undefined, JS, 40_000)).toBeNull()
  })
  it('param: small bodies and compressed formats go out as they are', () => {
    expect(chooseEncoding('br, gzip', JS, 200)).toBeNull()
    expect(chooseEncoding('br, gzip', 'font/woff2', 40_000)).toBeNull()
    expect(chooseEncoding('br, gzip', 'image/png', 40_000)).toBeNull()
    expect(chooseEncoding('br, gzip', 'application/json', 40_000)).toBe('br')
  })
})

describe('createCompressor', () => {
  it('behavior: each body compresses once and decodes to itself', () => {
    const compress = createCompressor()
    const body = Buffer.from('porthole '.repeat(500))
    const br = compress(body, 'br')
    expect(compress(Buffer.from(body), 'br')).toBe(br)
    expect(brotliDecompressSync(br).equals(body)).toBe(true)
    expect(gunzipSync(compress(body, 'gzip')).equals(body)).toBe(true)
  })
})
