import type { Network } from '@porthole/shared-protocol'
import type { ChainClient } from '../../chains/ChainClient.ts'
import type { Connection } from '../connection/index.ts'
import type { FeeChoice, TransferRequest } from './SendServices.ts'

/** What a send needs from its network: the chain's own RPC and the connected wallet. */
export type SendTarget = { network: Network; client: ChainClient; connection: Connection }

/** How one namespace estimates and sends a transfer (its client waits for the receipt). */
export type SendChain = {
  estimateFee(request: TransferRequest, target: SendTarget): Promise<bigint>
  /** Slow, normal and fast fees, where the network's fee market offers them (Bitcoin). */
  feeChoices?(request: TransferRequest, target: SendTarget): Promise<FeeChoice[]>
  submit(request: TransferRequest, target: SendTarget): Promise<string>
}
