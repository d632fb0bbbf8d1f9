import type { OriginPolicy } from '@porthole/shared-protocol'
import { VAULT_CONFIG_ELEMENT_ID } from '../src/config/vaultConfigElementId.ts'
import { buildVaultCsp } from './buildVaultCsp.ts'
import { resolveVaultPage } from './resolveVaultPage.ts'

/** What a deployment tells every vault page. */
export type VaultDeployment = {
  /** The api the vault calls: its only `connect-src`. */
  apiUrl: string
  /** The frame's origin: the only page that may embed the vault and talk to it. */
  frameOrigin: string
  /** Where embedded accounts may be smart accounts (SPEC §6), as CAIP-2 ids; none by default. */
  smartAccountNetworks?: readonly string[] | undefined
}

/** A page as an HTTP answer, for whichever server sends it (the vault server, the api). */
export type VaultPageResponse = { status: number; headers: Record<string, string>; body: string }

/**
 * The vault page for `?projectId=&origin=` (`params`): the built index.html with its config
 * injected and its strict Content-Security-Policy (`buildVaultCsp`), a refusal page where
 * `resolveVaultPage` says so, or a 404 when there is no page to serve.
 * @example
 * const page = await renderVaultPage({ template, params, resolveProject, deployment })
 */
export async function renderVaultPage(request: {
  template: string
  params: URLSearchParams
  resolveProject: (projectId: string) => Promise<OriginPolicy | null>
  deployment: VaultDeployment
}): Promise<VaultPageResponse> {
  const page = await resolveVaultPage(request.params, request.resolveProject)
  if (!page)
    return {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      body: 'Not found',
    }
  const { apiUrl, frameOrigin, smartAccountNetworks = [] } = request.deployment
  const json = JSON.stringify({
    apiUrl,
    frameOrigin,
    smartAccountNetworks,
    ...(page.refusal ? { refusal: page.refusal } : {}),
  }).replace(/</g, '\\u003c')
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': buildVaultCsp({
        apiUrl,
        frameOrigin,
        project: page.refusal ? null : page.policy,
      }),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
    body: request.template.replace(
      '</head>',
      `<script type="application/json" id="${VAULT_CONFIG_ELEMENT_ID}">${json}</script>\n  </head>`,
    ),
  }
}
