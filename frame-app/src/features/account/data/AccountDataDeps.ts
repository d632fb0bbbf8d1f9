import type { Network } from '@porthole/shared-protocol'
import type { DataApi } from '../../../api/createDataApi.ts'
import type { ConnectionSource } from '../accountKeyOf.ts'
import type { AccountKey } from './accountListMachine.ts'

/** What the Account tabs' data reads: the Data API, the connection and the app's networks. */
export type AccountDataDeps = {
  api: DataApi | null
  connection: ConnectionSource
  networks: () => Network[]
  /** Whether Activity lists on-ramp purchases (the on-ramp feature is on). */
  onramp: () => boolean
  /**
   * The account's coin balance read from the chain, as Account's header shows it; null where
   * the chain cannot be read. Tokens reads past the api's cache when the two disagree.
   */
  nativeOnChain: (key: AccountKey) => Promise<bigint | null>
  /** Where a wallet's malformed answer is said (SPEC §8 messages), not thrown. */
  report: (error: unknown) => void
}
