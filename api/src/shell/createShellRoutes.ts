import { frameStatus } from '@porthole/frame-app/frameStatus'
import {
  FRAME_PAGE_HEADERS,
  type PageResponse,
  renderFramePage,
} from '@porthole/frame-app/renderFramePage'
import { isProjectId } from '@porthole/shared-protocol'
import { renderVaultPage } from '@porthole/vault/renderVaultPage'
import { type Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { createProjectLookup } from '../projects/createProjectLookup.ts'
import type { ShellOptions } from './ShellOptions.ts'

/**
 * The per-project part of the frame and vault pages (docs/decisions/0010), for the CDN or
 * reverse proxy of each origin to forward (docs/deploy.md):
 * - `GET /shell/frame?projectId=` → the frame origin's `/`: the page with the project's config
 *   and CSP (`renderFramePage`); a bare HEAD gets the headers of every frame page;
 * - `GET /shell/frame/status?projectId=` → the frame origin's `/status` (`frameStatus`);
 * - `GET /shell/vault?projectId=&origin=` → the vault origin's `/<version>/`.
 * Every other byte of both origins is a static file from `npm run release`.
 */
export function createShellRoutes(
  deps: Pick<AppDeps, 'db' | 'clock' | 'projectCacheMs'>,
  shells: ShellOptions,
) {
  const cached = createProjectLookup(deps)
  const lookup = (projectId: string) => (isProjectId(projectId) ? cached(projectId) : null)
  return new Hono<AppEnv>()
    .get('/shell/frame', async (c) => {
      const projectId = c.req.query('projectId')
      if (c.req.method === 'HEAD' && projectId === undefined)
        return c.body(null, 200, FRAME_PAGE_HEADERS)
      const page = renderFramePage({
        template: shells.frame.template,
        projectId: projectId ?? '',
        project: await lookup(projectId ?? ''),
        referer: c.req.header('referer'),
        deployment: shells.frame.deployment,
      })
      return send(c, page)
    })
    .get('/shell/frame/status', async (c) => {
      const projectId = c.req.query('projectId') ?? ''
      const status = frameStatus(projectId, await lookup(projectId), c.req.header('origin'))
      return c.json(status, 200, {
        'Cache-Control': 'no-store',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      })
    })
    .get('/shell/vault', async (c) => {
      const page = await renderVaultPage({
        template: shells.vault.template,
        params: new URL(c.req.url).searchParams,
        resolveProject: async (projectId) => (await lookup(projectId)) ?? null,
        deployment: shells.vault.deployment,
      })
      return send(c, page)
    })
}

function send(c: Context<AppEnv>, page: PageResponse) {
  return c.body(page.body, page.status as 200, page.headers)
}
