import { BaseError } from '@porthole/shared-protocol'
import type { SwapTx } from '@porthole/shared-protocol/dataApi'

/** The api answered a transaction that is not the one the user asked for. */
export class UnexpectedSwapTxError extends BaseError {
  override name = 'UnexpectedSwapTxError'
}

const APPROVE_SELECTOR = '0x095ea7b3'
const address = (caip10: string) => caip10.split(':').at(-1)?.toLowerCase() ?? ''

/**
 * Checks what can be checked of a transaction the api built before the wallet sees it: it
 * comes from the user; an approval calls `approve` on the token being sold and moves no coin;
 * a swap carries the coin amount only when the coin is sold.
 */
export function checkBuiltTx(
  tx: SwapTx,
  expected: { kind: 'approve' | 'swap'; userAddress: string; from: string; amount?: bigint },
  nativeAddress: string,
): SwapTx {
  const fail = (what: string) => {
    throw new UnexpectedSwapTxError(`The built ${expected.kind} transaction ${what}.`)
  }
  if (tx.from.toLowerCase() !== address(expected.userAddress)) fail('is not from your account')
  if (expected.kind === 'approve') {
    if (tx.to.toLowerCase() !== address(expected.from)) fail('is not for the token you sell')
    if (!tx.data.toLowerCase().startsWith(APPROVE_SELECTOR)) fail('is not an approval')
    if (BigInt(tx.value) !== 0n) fail('moves coins')
    return tx
  }
  const sellsCoin = address(expected.from) === nativeAddress.toLowerCase()
  if (BigInt(tx.value) !== (sellsCoin ? (expected.amount ?? 0n) : 0n)) fail('moves another amount')
  return tx
}
