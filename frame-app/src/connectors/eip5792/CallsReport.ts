import type { Network } from '@porthole/shared-protocol'
import type { Hex } from 'viem'

/**
 * One call of a batch as `wallet_showCallsStatus` shows it: `queued` is not sent yet (the call
 * before it has to land, or the wallet's approval is awaited), `pending` was sent and is not
 * onchain yet, `confirmed` landed, `reverted` landed and reverted, `notSent` never will be (the
 * batch stopped before it).
 */
export type CallState = 'queued' | 'pending' | 'confirmed' | 'reverted' | 'notSent'

/** A batch the modal sent, call by call: what `wallet_showCallsStatus`'s view lists. */
export type CallsReport = {
  network: Network
  /** EIP-5792's status code of the whole batch (`callsStatusCode`). */
  status: number
  calls: { to: Hex; value: Hex | null; state: CallState; hash: Hex | null }[]
}

/** Reads a batch's report again (the view asks as calls land). */
export type ReadCallsReport = () => Promise<CallsReport>
