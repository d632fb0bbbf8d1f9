import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import { Agent, fetch, type Response } from 'undici'
import { isPublicAddress } from './isPublicAddress.ts'
import { PublicFetchError } from './PublicFetchError.ts'

export type PublicFetchOptions = {
  /** Largest body read, in bytes; a longer one fails with 'too-large'. */
  maxBytes: number
  timeoutMs: number
  /** Content types accepted (prefix match, e.g. `image/`); absent, any. */
  accept?: readonly string[]
}
export type PublicResponse = { contentType: string; body: Uint8Array }
/** Fetches a third-party http(s) URL that must not reach the api's own network. */
export type PublicFetch = (url: string, options: PublicFetchOptions) => Promise<PublicResponse>

const MAX_REDIRECTS = 3

/**
 * A fetch for URLs that third parties choose (NFT `tokenURI` metadata and images): only http
 * and https, only public unicast addresses (checked on the address actually connected to, so a
 * DNS answer that changes between check and connect gains nothing), redirects followed by hand
 * and checked the same way, a size cap read as the body streams, a timeout. `allowHosts` names
 * hosts let through though private (the dev stack's loopback servers); empty in production.
 */
export function createPublicFetch(allowHosts: readonly string[] = []): PublicFetch {
  const allowed = new Set(allowHosts.map((host) => host.toLowerCase()))
  const isAllowed = (host: string) => allowed.has(host.toLowerCase())
  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4)
      const refused = addresses.find((entry) => !isPublicAddress(entry.address))
      if (refused && !isAllowed(hostname))
        return callback(privateAddress(hostname, refused.address) as Error, '', 4)
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses)
      const [first] = addresses
      return callback(null, first?.address ?? '', first?.family ?? 4)
    })
  }
  const dispatcher = new Agent({ connect: { lookup } })

  const checkUrl = (raw: string): URL => {
    const url = new URL(raw)
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new PublicFetchError(
        'scheme',
        `Only http and https URLs are fetched, not ${url.protocol}`,
      )
    const host = url.hostname.replace(/^\[|\]$/g, '')
    if (isIP(host) && !isPublicAddress(host) && !isAllowed(host)) throw privateAddress(host, host)
    return url
  }

  return async (raw, options) => {
    const signal = AbortSignal.timeout(options.timeoutMs)
    let url = checkUrl(raw)
    for (let hop = 0; ; hop++) {
      const response = await fetch(url, { dispatcher, redirect: 'manual', signal }).catch(
        (error: unknown) => {
          const cause = (error as { cause?: unknown }).cause
          if (cause instanceof PublicFetchError) throw cause
          throw new PublicFetchError('network', `Could not fetch ${url.host}`, { cause: error })
        },
      )
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location && hop < MAX_REDIRECTS) {
        await response.body?.cancel()
        url = checkUrl(new URL(location, url).href)
        continue
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new PublicFetchError('status', `${url.host} answered ${response.status}`)
      }
      const contentType = response.headers.get('content-type') ?? ''
      if (options.accept && !options.accept.some((type) => contentType.startsWith(type))) {
        await response.body?.cancel()
        throw new PublicFetchError('content-type', `${url.host} sent ${contentType || 'no type'}`)
      }
      return { contentType, body: await readCapped(response.body, options.maxBytes) }
    }
  }
}

function privateAddress(host: string, address: string) {
  return new PublicFetchError(
    'private-address',
    `${host} resolves to ${address}, which is not a public address`,
  )
}

async function readCapped(body: Response['body'], maxBytes: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array()
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new PublicFetchError('too-large', `The response is over ${maxBytes} bytes`)
    }
    chunks.push(read.value)
  }
  return Buffer.concat(chunks)
}
