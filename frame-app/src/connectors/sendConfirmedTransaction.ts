import type { Connector } from './Connector.ts'
import { mapWalletError } from './mapWalletError.ts'

/**
 * `eth_sendTransaction` of a transaction the user already confirmed in one of the modal's own
 * previews (Send, Swap's review, Pay): an embedded wallet asks no second approval (decision
 * 0070). A rejection is 4001 (SPEC §8, `mapWalletError`); an answer that is not a transaction
 * hash is a TypeError. Resolves with the hash.
 */
export async function sendConfirmedTransaction(
  connector: Pick<Connector, 'request'>,
  tx: Record<string, unknown>,
): Promise<string> {
  let hash: unknown
  try {
    hash = await connector.request(
      { method: 'eth_sendTransaction', params: [tx] },
      { confirmedInModal: true },
    )
  } catch (error) {
    throw mapWalletError(error)
  }
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
    throw new TypeError(`The wallet answered eth_sendTransaction with ${String(hash)}`)
  return hash
}
