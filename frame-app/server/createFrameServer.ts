import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { isProjectId } from '@porthole/shared-protocol'
import { chooseEncoding, createCompressor } from './compressBody.ts'
import { frameStatus } from './frameStatus.ts'
import LOADER_FILES from './loaderFiles.json' with { type: 'json' }
import type { ProjectPolicy } from './ProjectPolicy.ts'
import { FRAME_PAGE_HEADERS, renderFramePage } from './renderFramePage.ts'

export type FrameServerOptions = {
  /** The built frame (frame-app/dist). */
  distDir: string
  /** 0 for an ephemeral port. */
  port: number
  host: string
  /** The project's origin policy, or null when the project does not exist. */
  resolveProject: (projectId: string) => Promise<ProjectPolicy | null>
  apiUrl?: string
  relayUrl?: string
  /**
   * The vault (embedded wallets) origin, without the version: the frame nests
   * `<vaultUrl>/<vaultVersion>/` (4 by default) and its CSP allows that frame.
   */
  vaultUrl?: string
  vaultVersion?: number
  /** The Coinbase Wallet SDK's keys popup for the frame; keys.coinbase.com when absent. */
  coinbaseKeysUrl?: string
  /** WalletConnect pairing expiry (ms) for the frame; SPEC §9's 4 minutes when absent. */
  pairingExpiryMs?: number | undefined
  /** On-ramp quote and session token lifetime (ms) for the frame; the provider's 5 minutes when absent. */
  onrampQuoteTtlMs?: number | undefined
  /** How long the frame's own sends wait for a receipt (ms); SPEC §9's 25 s when absent. */
  receiptTimeoutMs?: number | undefined
  /**
   * The host loader's builds (host-sdk/dist) and their version: served at `/porthole.js`,
   * `/porthole.iife.js` and their `.d.ts` (5 minutes of cache) and at `/<version>/…` and
   * `/loader/<version>/…` (immutable; the release's path, where the loader's first stage fetches
   * its second, `porthole-bridge.js`). The files are those of `loaderFiles.json`, which the
   * release copies too.
   */
  loader?: { dir: string; version: string }
  /** More `connect-src` origins for the frame page (e.g. a local chain in development). */
  connectSources?: readonly string[]
}

export type FrameServer = { url: string; close: () => Promise<void> }

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
}
/** Any page may load the loader and read `/status`: both are public and carry no credentials. */
const CROSS_ORIGIN = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
}

/**
 * Serves the built frame. `/?projectId=<id>` gets index.html with the project's config
 * injected and the page's Content-Security-Policy (`buildFramePageCsp`: script-src 'self',
 * and `frame-ancestors` from its allow-list, SPEC §6 defaults + project origins); hashed
 * assets are cached forever, the HTML never.
 */
export async function createFrameServer(options: FrameServerOptions): Promise<FrameServer> {
  const root = normalize(options.distDir + sep)
  const template = await readFile(join(root, 'index.html'), 'utf8')
  const send = sendWith(createCompressor())

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://frame.invalid')
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed')
    if (url.pathname === '/' || url.pathname === '/index.html') return serveIndex(url, req, res)
    if (url.pathname === '/status') return serveStatus(url, req, res)
    const loaderPath = options.loader && loaderFile(url.pathname, options.loader.version)
    if (loaderPath && options.loader) return serveLoader(options.loader.dir, loaderPath, res)
    const path = normalize(join(root, decodeURIComponent(url.pathname)))
    if (!path.startsWith(root) || url.pathname.split('/').some((part) => part.startsWith('.'))) {
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found')
    }
    const body = await readFile(path).catch(() => null)
    if (!body) return send(res, 404, 'text/plain; charset=utf-8', 'Not found')
    const immutable = url.pathname.startsWith('/assets/')
    send(res, 200, CONTENT_TYPES[extname(path)] ?? 'application/octet-stream', body, {
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    })
  }

  const serveStatus = async (url: URL, req: IncomingMessage, res: ServerResponse) => {
    const projectId = url.searchParams.get('projectId') ?? ''
    // A lookup that fails says nothing the loader could act on: it falls back to its timeout.
    const lookup = isProjectId(projectId) ? options.resolveProject(projectId) : null
    const status = await Promise.resolve(lookup)
      .then((project) => frameStatus(projectId, project, req.headers.origin))
      .catch(() => ({ error: 'The project could not be looked up.' }))
    send(res, 200, CONTENT_TYPES['.json']!, JSON.stringify(status), {
      'Cache-Control': 'no-store',
      ...CROSS_ORIGIN,
    })
  }

  const serveLoader = async (
    dir: string,
    { file, immutable }: { file: string; immutable: boolean },
    res: ServerResponse,
  ) => {
    const body = await readFile(join(dir, file)).catch(() => null)
    if (!body) return send(res, 404, 'text/plain; charset=utf-8', 'Not found')
    const types = file.endsWith('.d.ts')
      ? 'application/typescript; charset=utf-8'
      : CONTENT_TYPES['.js']!
    send(res, 200, types, body, {
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      ...(file.endsWith('.js') ? { 'X-TypeScript-Types': file.replace(/\.js$/, '.d.ts') } : {}),
      ...CROSS_ORIGIN,
    })
  }

  const serveIndex = async (url: URL, req: IncomingMessage, res: ServerResponse) => {
    const projectId = url.searchParams.get('projectId') ?? ''
    // A bare HEAD of the page asks what every frame page is served with: the Coinbase Wallet
    // SDK's COOP probe sends one (`HEAD <origin><path>`, the query dropped) from inside the
    // frame. It gets the page's headers; the project's (config, frame-ancestors) need its id.
    if (req.method === 'HEAD' && !url.searchParams.has('projectId')) {
      const { 'Content-Type': type, ...headers } = FRAME_PAGE_HEADERS
      return send(res, 200, type, '', headers)
    }
    const project = isProjectId(projectId) ? await options.resolveProject(projectId) : null
    const page = renderFramePage({
      template,
      projectId,
      project,
      referer: req.headers.referer,
      deployment: options,
    })
    const { 'Content-Type': type, ...headers } = page.headers
    send(res, page.status, type ?? CONTENT_TYPES['.html']!, page.body, headers)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error')
      else res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = options.host.includes(':') ? `[${options.host}]` : options.host
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/**
 * A loader build asked for at `/<file>`, `/<version>/<file>` or `/loader/<version>/<file>` (the
 * release's layout); undefined for any other path.
 */
function loaderFile(pathname: string, version: string) {
  const parts = pathname.split('/').slice(1)
  if (parts[0] === 'loader' && parts.length === 3) parts.shift()
  const [first, second, ...rest] = parts
  if (rest.length) return undefined
  if (second === undefined && first && LOADER_FILES.includes(first))
    return { file: first, immutable: false }
  if (first === version && second && LOADER_FILES.includes(second))
    return { file: second, immutable: true }
  return undefined
}

/**
 * A response writer: text bodies go out in brotli or gzip when the request accepts one
 * (`chooseEncoding`), with `Vary: Accept-Encoding` on every compressible type.
 */
function sendWith(compress: ReturnType<typeof createCompressor>) {
  return (
    res: ServerResponse,
    status: number,
    type: string,
    body: string | Buffer,
    headers: Record<string, string> = {},
  ) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body
    const encoding = chooseEncoding(res.req.headers['accept-encoding'], type, bytes.length)
    const sent = encoding ? compress(bytes, encoding) : bytes
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': sent.length,
      'X-Content-Type-Options': 'nosniff',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...(chooseEncoding('br', type, bytes.length) ? { Vary: 'Accept-Encoding' } : {}),
      ...headers,
    })
    res.end(res.req.method === 'HEAD' ? undefined : sent)
  }
}
