import { createHash } from 'node:crypto'
import { WalletImageSchema } from '../WalletRegistrySchema.ts'

export type FetchedImage = { contentType: string; body: Uint8Array; etag: string }

const MAX_BYTES = 300_000
const TIMEOUT_MS = 10_000

const toImage = (contentType: string, body: Uint8Array): FetchedImage | undefined => {
  const type = WalletImageSchema.shape.contentType.safeParse(contentType.split(';')[0]?.trim())
  if (!type.success || body.byteLength === 0 || body.byteLength > MAX_BYTES) return undefined
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  return { contentType: type.data, body, etag }
}

/**
 * A wallet image from an http(s) URL or a `data:` URL; undefined when it is not an SVG, PNG,
 * WebP or JPEG of at most 300 KB, or the host fails within 10 s.
 */
export async function fetchWalletImage(source: string): Promise<FetchedImage | undefined> {
  const data = /^data:([a-z+/.-]+);base64,([A-Za-z0-9+/=]+)$/.exec(source)
  if (data) return toImage(data[1]!, new Uint8Array(Buffer.from(data[2]!, 'base64')))
  if (!/^https?:\/\//.test(source)) return undefined
  try {
    const response = await fetch(source, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    if (!response.ok) return undefined
    const declared = Number(response.headers.get('content-length') ?? 0)
    if (declared > MAX_BYTES) return undefined
    const body = new Uint8Array(await response.arrayBuffer())
    return toImage(response.headers.get('content-type') ?? '', body)
  } catch {
    return undefined
  }
}
