import type { Namespace } from '@porthole/shared-protocol'
import { bitcoinAddressType, bitcoinNetworkOf } from '@porthole/shared-protocol/bitcoin'
import { isAddress } from 'viem'
import { isSolanaAddress } from '../../../chains/solana/isSolanaAddress.ts'

export type ParsedReceiver =
  | { kind: 'empty' }
  | { kind: 'address'; address: string }
  | { kind: 'name'; name: string }
  | { kind: 'invalid' }

const NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i

/**
 * What the receiver field holds: an address valid for the namespace (EVM: 0x and 40 hex digits,
 * any letter case; Solana: base58; Bitcoin: one of the network `caipNetworkId`'s), a name to
 * look up (`alice.porthole.id`), or neither.
 * @example parseReceiver('alice.porthole.id', 'eip155') // { kind: 'name', name: 'alice.porthole.id' }
 */
export function parseReceiver(
  text: string,
  namespace: Namespace,
  caipNetworkId = '',
): ParsedReceiver {
  const value = text.trim()
  if (value === '') return { kind: 'empty' }
  const bitcoin = namespace === 'bip122' && bitcoinNetworkOf(caipNetworkId)
  const valid =
    namespace === 'eip155'
      ? isAddress(value, { strict: false })
      : bitcoin
        ? bitcoinAddressType(value, bitcoin) !== undefined
        : namespace === 'solana' && isSolanaAddress(value)
  if (valid) return { kind: 'address', address: value }
  if (NAME.test(value) && !/^0x/i.test(value)) return { kind: 'name', name: value.toLowerCase() }
  return { kind: 'invalid' }
}
