import type { Network } from '@porthole/shared-protocol'
import type { DataApi } from '../../../api/createDataApi.ts'
import type { ConnectionSource } from '../accountKeyOf.ts'

/** What the Account tabs' data reads: the Data API, the connection and the app's networks. */
export type AccountDataDeps = {
  api: DataApi | null
  connection: ConnectionSource
  networks: () => Network[]
  /** Whether Activity lists on-ramp purchases (the on-ramp feature is on). */
  onramp: () => boolean
}
