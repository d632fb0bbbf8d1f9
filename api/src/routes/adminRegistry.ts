import type { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { syncWalletRegistry } from '../wallets/sync/syncWalletRegistry.ts'
import { createAdminPost } from './createAdminPost.ts'

const SyncBodySchema = z.object({ url: z.url({ protocol: /^https?$/ }).max(2048) })

/**
 * `POST /admin/registry/sync` with `Authorization: Bearer <admin token>` and `{ "url" }` (an
 * Explorer `/v3/wallets` URL): imports the registry incrementally (`syncWalletRegistry`) and
 * answers `{ wallets, images, imageFailures, skipped }`. Only mounted when an admin token is
 * configured (ADMIN_TOKEN); a missing or wrong token is 401.
 */
export function createAdminRegistryRoutes(
  deps: Pick<AppDeps, 'db'>,
  adminToken: string,
): Hono<AppEnv> {
  return createAdminPost(adminToken, '/admin/registry/sync', SyncBodySchema, async ({ url }, c) =>
    c.json(await syncWalletRegistry(deps.db, { url })),
  )
}
