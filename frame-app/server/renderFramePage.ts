import { isProjectId, resolveAllowedOrigins } from '@porthole/shared-protocol'
import { FRAME_CONFIG_ELEMENT_ID, type FrameConfig } from '../src/config/FrameConfigSchema.ts'
import { buildFramePageCsp } from './buildFramePageCsp.ts'
import { frameAncestorsFor } from './frameAncestorsFor.ts'
import type { ProjectPolicy } from './ProjectPolicy.ts'

/** What a deployment tells every frame page: the services it talks to and their settings. */
export type FrameDeployment = {
  apiUrl?: string | undefined
  relayUrl?: string | undefined
  /** The vault origin, without the version: the frame nests `<vaultUrl>/<vaultVersion>/`. */
  vaultUrl?: string | undefined
  vaultVersion?: number | undefined
  coinbaseKeysUrl?: string | undefined
  pairingExpiryMs?: number | undefined
  onrampQuoteTtlMs?: number | undefined
  receiptTimeoutMs?: number | undefined
  /** More `connect-src` origins for the frame page (e.g. a local chain in development). */
  connectSources?: readonly string[] | undefined
}

/** A page as an HTTP answer, for whichever server sends it (the frame server, the api). */
export type PageResponse = { status: number; headers: Record<string, string>; body: string }

export type FramePageRequest = {
  /** The frame's built index.html, with its hashed asset names. */
  template: string
  /** `?projectId=` of the request, as given (checked here). */
  projectId: string
  /** The project's origin policy, or null when it does not exist. */
  project: ProjectPolicy | null
  /** The request's Referer header: the embedding page (see `frameAncestorsFor`). */
  referer: string | undefined
  deployment: FrameDeployment
}

/** What every frame page is served with, whatever its project. */
export const FRAME_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
  'Referrer-Policy': 'strict-origin',
  'X-Content-Type-Options': 'nosniff',
}

/**
 * The frame page of one project: index.html with the project's config injected and the page's
 * Content-Security-Policy (`buildFramePageCsp`: script-src 'self', and `frame-ancestors` from
 * its allow-list, SPEC §6 defaults + project origins). A malformed id is a 400 page, an unknown
 * project a 404 page, each saying what to fix and embeddable nowhere.
 * @example
 * const page = renderFramePage({ template, projectId: 'shop', project, referer, deployment })
 * res.writeHead(page.status, page.headers).end(page.body)
 */
export function renderFramePage(request: FramePageRequest): PageResponse {
  const { projectId, project, deployment: options } = request
  if (!isProjectId(projectId))
    return errorPage(
      400,
      'Missing project id',
      'The frame URL needs a valid ?projectId=… parameter.',
    )
  if (!project)
    return errorPage(
      404,
      'Unknown project',
      `No Porthole project has the id “${projectId}”. Check the projectId passed to createModal.`,
    )
  const config: FrameConfig = {
    projectId,
    allowedOrigins: project.allowedOrigins,
    useDefaultOrigins: project.useDefaultOrigins,
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
    ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
    ...(options.vaultUrl ? { vaultUrl: options.vaultUrl } : {}),
    ...(options.coinbaseKeysUrl ? { coinbaseKeysUrl: options.coinbaseKeysUrl } : {}),
    // Settings left unset stay out of the page: JSON leaves out what is undefined.
    vaultVersion: options.vaultVersion,
    pairingExpiryMs: options.pairingExpiryMs,
    onrampQuoteTtlMs: options.onrampQuoteTtlMs,
    receiptTimeoutMs: options.receiptTimeoutMs,
  }
  return {
    status: 200,
    headers: {
      ...FRAME_PAGE_HEADERS,
      'Content-Security-Policy': buildFramePageCsp({
        frameAncestors: frameAncestorsFor(resolveAllowedOrigins(project), request.referer),
        apiUrl: options.apiUrl,
        relayUrl: options.relayUrl,
        vaultUrl: options.vaultUrl,
        connectSources: options.connectSources,
      }),
    },
    body: request.template.replace('</head>', `${configScript(config)}\n  </head>`),
  }
}

/** JSON inside <script> with `<` escaped, so no value can close the element. */
function configScript(config: FrameConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${json}</script>`
}

function errorPage(status: number, title: string, message: string): PageResponse {
  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  return {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;padding:24px"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`,
  }
}
