import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, normalize, sep } from 'node:path'
import { DEFAULT_VAULT_VERSION, type OriginPolicy } from '@porthole/shared-protocol'
import { VAULT_CONFIG_ELEMENT_ID } from '../src/config/readVaultConfig.ts'
import { buildVaultCsp } from './buildVaultCsp.ts'
import { resolveVaultPage } from './resolveVaultPage.ts'

export type VaultServerOptions = {
  /** The built vault (vault/dist). */
  distDir: string
  port: number
  /** The address it listens on. */
  host: string
  /**
   * The host name pages reach it by, when not `host`: passkeys need a domain (WebAuthn refuses
   * IP addresses), so on loopback the vault is `vault.localhost`, which browsers resolve to
   * 127.0.0.1 without DNS.
   */
  publicHost?: string
  /** The api the vault calls: its only `connect-src`. */
  apiUrl: string
  /** The frame's origin: the only page that may embed the vault and talk to it. */
  frameOrigin: () => string
  /** The project's origin policy (`?projectId=`), or null when it does not exist. */
  resolveProject: (projectId: string) => Promise<OriginPolicy | null>
  /** Where embedded accounts may be smart accounts (SPEC §6), as CAIP-2 ids; none by default. */
  smartAccountNetworks?: readonly string[]
  /** The path version (SPEC §7), 4 by default: the vault is at `/<version>/`. */
  version?: number
}

export type VaultServer = { url: string; close: () => Promise<void> }

/**
 * Serves the vault at `/<version>/` with its config injected and a strict
 * Content-Security-Policy (`buildVaultCsp`); hashed assets are cached for good.
 */
export async function createVaultServer(options: VaultServerOptions): Promise<VaultServer> {
  const root = normalize(options.distDir + sep)
  const template = await readFile(join(root, 'index.html'), 'utf8')
  const prefix = `/${options.version ?? DEFAULT_VAULT_VERSION}/`

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://vault.invalid')
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res, 405)
    if (!pathname.startsWith(prefix)) return notFound(res)
    const rest = pathname.slice(prefix.length)
    if (rest === '' || rest === 'index.html') {
      const page = await resolveVaultPage(searchParams, options.resolveProject)
      if (!page) return notFound(res)
      const config = { apiUrl: options.apiUrl, frameOrigin: options.frameOrigin() }
      const json = JSON.stringify({
        ...config,
        smartAccountNetworks: options.smartAccountNetworks ?? [],
        ...(page.refusal ? { refusal: page.refusal } : {}),
      }).replace(/</g, '\\u003c')
      const html = template.replace(
        '</head>',
        `<script type="application/json" id="${VAULT_CONFIG_ELEMENT_ID}">${json}</script>\n  </head>`,
      )
      const project = page.refusal ? null : page.policy
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': buildVaultCsp({ ...config, project }),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      })
      return res.end(html)
    }
    const path = normalize(join(root, rest))
    if (!rest.startsWith('assets/') || !path.startsWith(root) || !path.endsWith('.js'))
      return notFound(res)
    const body = await readFile(path).catch(() => null)
    if (!body) return notFound(res)
    res.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    })
    res.end(body)
  }
  const server = createServer((req, res) => {
    handle(req, res).catch(() => notFound(res, 500))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.publicHost ?? options.host}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function notFound(res: ServerResponse, status = 404) {
  if (res.headersSent) return res.end()
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end(status === 405 ? 'Method not allowed' : 'Not found')
}
