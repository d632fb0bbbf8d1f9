import * as z from 'zod/mini'

/** A host wallet to reconnect after a reload: its namespace and its rdns (or name). */
export const StoredWalletSchema = z.object({
  namespace: z.enum(['eip155', 'solana', 'bip122']),
  wallet: z.string().check(z.minLength(1)),
})
export type StoredWallet = z.infer<typeof StoredWalletSchema>

/** What `porthole:connectedWallets` holds: the current wallet first. */
export const StoredWalletsSchema = z.array(StoredWalletSchema)
