import type { Db } from '../db/Db.ts'
import { saveProject } from '../db/projects.ts'
import { ProjectInputSchema } from '../projects/ProjectSchema.ts'
import { buildWalletSnapshot } from '../wallets/buildWalletSnapshot.ts'
import { generateWalletRegistry } from '../wallets/generateWalletRegistry.ts'
import { importWalletRegistry } from '../wallets/importWalletRegistry.ts'
import { syncWalletRegistry } from '../wallets/sync/syncWalletRegistry.ts'

export const DEMO_PROJECT_ID = 'demo'
/** The dev stack's two anvil chains: the demo page's networks list the real wallets on them. */
const DEV_CHAINS = ['eip155:31337', 'eip155:31338']

/**
 * Dev data: the `demo` project (SPEC §6 defaults, no extra origins) and the real-wallet
 * snapshot (`buildWalletSnapshot`, on mainnet and the dev chains), imported as `registry sync`
 * imports an Explorer page.
 * Tests that page through a long registry add `generatedWallets` made-up wallets, ranked
 * after the real ones. Idempotent.
 */
export async function seedDemo(
  db: Db,
  options: { generatedWallets?: number | undefined } = {},
): Promise<{ wallets: number }> {
  await saveProject(
    db,
    ProjectInputSchema.parse({ id: DEMO_PROJECT_ID, name: 'Porthole demo', features: {} }),
  )
  const synced = await syncWalletRegistry(db, { document: buildWalletSnapshot(DEV_CHAINS) })
  const generated = options.generatedWallets
    ? await importWalletRegistry(db, generateWalletRegistry(options.generatedWallets, 7, 1000))
    : 0
  return { wallets: synced.wallets + generated }
}
