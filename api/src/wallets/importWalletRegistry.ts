import type { Db } from '../db/Db.ts'
import { upsertWallets } from '../db/wallets/wallets.ts'
import { parseInput } from '../input/parseInput.ts'
import { WalletRegistrySchema } from './WalletRegistrySchema.ts'

/** Validates a registry document and upserts every wallet in one transaction. */
export async function importWalletRegistry(db: Db, document: unknown): Promise<number> {
  const registry = parseInput(WalletRegistrySchema, document, 'body')
  await db.transaction((tx) => upsertWallets(tx, registry.wallets))
  return registry.wallets.length
}
