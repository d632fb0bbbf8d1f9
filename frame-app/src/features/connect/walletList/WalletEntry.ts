import type { DappData } from '@porthole/shared-protocol'
import type { RegistryWallet } from '../../../api/WalletPageSchema.ts'

/** A wallet of the host's `customWallets`, as Connect and AllWallets list it. */
export type CustomWalletEntry = {
  kind: 'custom'
  id: string
  name: string
  imageUrl?: string
  wallet: NonNullable<DappData['customWallets']>[number]
}

/** A wallet of the registry, as Connect and AllWallets list it. */
export type RegistryWalletEntry = {
  kind: 'registry'
  id: string
  name: string
  imageUrl?: string
  wallet: RegistryWallet
}
