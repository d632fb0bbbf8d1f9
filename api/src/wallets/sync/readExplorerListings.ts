import {
  type ExplorerListing,
  ExplorerListingSchema,
  ExplorerPageSchema,
} from './ExplorerPageSchema.ts'
import { RegistrySourceError } from './registryErrors.ts'

export type RegistrySource = { url: string } | { document: unknown }

export type ExplorerListings = {
  /** Valid listings in the Explorer's order, each with where its image comes from. */
  listings: { listing: ExplorerListing; imageSource: string | undefined }[]
  /** Listings left out, with why. */
  skipped: { id: string; reason: string }[]
}

const PAGE_ENTRIES = 100
const MAX_PAGES = 200
const TIMEOUT_MS = 20_000

function parsePage(document: unknown, where: string) {
  const page = ExplorerPageSchema.safeParse(document)
  if (!page.success) {
    throw new RegistrySourceError(`${where} is not an Explorer wallets page (no "listings").`)
  }
  return page.data
}

async function fetchPage(url: URL) {
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch (cause) {
    throw new RegistrySourceError(`The registry at ${url.origin} did not answer.`, { cause })
  }
  if (!response.ok) {
    throw new RegistrySourceError(`The registry at ${url.origin} answered ${response.status}.`)
  }
  const document = await response.json().catch((cause: unknown) => {
    throw new RegistrySourceError(`The registry at ${url.origin} did not answer JSON.`, { cause })
  })
  return parsePage(document, `The answer of ${url.origin}`)
}

/** The Explorer serves a wallet's image at `<api>/v3/logo/md/<image id>` (with the projectId). */
function logoUrl(source: URL, imageId: string): string {
  const url = new URL(`logo/md/${encodeURIComponent(imageId)}`, source)
  const projectId = source.searchParams.get('projectId')
  if (projectId) url.searchParams.set('projectId', projectId)
  return url.href
}

/**
 * Every listing of an Explorer source: a `/v3/wallets` URL, read page by page (100 a page,
 * until `total`), or one page's JSON document (a file). A source that is not in the format
 * throws `RegistrySourceError`; a single listing that is not is skipped.
 */
export async function readExplorerListings(source: RegistrySource): Promise<ExplorerListings> {
  const result: ExplorerListings = { listings: [], skipped: [] }
  const seen = new Set<string>()
  const add = (raw: Record<string, unknown>, base: URL | undefined) => {
    for (const [key, value] of Object.entries(raw)) {
      const parsed = ExplorerListingSchema.safeParse(value)
      if (!parsed.success) {
        const reason = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
        result.skipped.push({ id: key.slice(0, 128), reason: reason.join('; ') })
        continue
      }
      const listing = parsed.data
      if (seen.has(listing.id)) continue
      seen.add(listing.id)
      const imageSource =
        listing.image_url?.md ??
        (base && listing.image_id ? logoUrl(base, listing.image_id) : undefined)
      result.listings.push({ listing, imageSource })
    }
  }
  if ('document' in source) {
    add(parsePage(source.document, 'The file').listings, undefined)
    return result
  }
  let base: URL
  try {
    base = new URL(source.url)
  } catch (cause) {
    throw new RegistrySourceError(`"${source.url.slice(0, 200)}" is not a URL.`, { cause })
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new RegistrySourceError('The registry URL must be http(s).')
  }
  let read = 0
  for (let page = 1; page <= MAX_PAGES; page++) {
    const url = new URL(base)
    url.searchParams.set('entries', String(PAGE_ENTRIES))
    url.searchParams.set('page', String(page))
    const answer = await fetchPage(url)
    const count = Object.keys(answer.listings).length
    add(answer.listings, base)
    read += count
    if (count === 0 || read >= (answer.total ?? read)) break
  }
  return result
}
