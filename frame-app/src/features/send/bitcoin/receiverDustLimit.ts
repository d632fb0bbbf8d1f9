import { bitcoinNetworkOf, bitcoinOutputScript } from '@porthole/shared-protocol/bitcoin'
import type { SendAccount } from '../SendServices.ts'
import { dustLimit } from './planBitcoinSend.ts'

/** On Bitcoin, the dust limit of an output paying `receiver`; undefined elsewhere or unknown. */
export function receiverDustLimit(account: SendAccount, receiver: string): bigint | undefined {
  const network =
    account.namespace === 'bip122' ? bitcoinNetworkOf(account.caipNetworkId) : undefined
  const script = network && receiver ? bitcoinOutputScript(receiver, network) : undefined
  return script ? dustLimit(script) : undefined
}
