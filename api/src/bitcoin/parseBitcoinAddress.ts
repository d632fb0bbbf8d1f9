import { type BitcoinNetwork, bitcoinAddressType } from '@porthole/shared-protocol/bitcoin'
import { z } from 'zod'
import { parseInput } from '../input/parseInput.ts'

/**
 * A path's address checked as one of `network`'s (a 400 naming the network otherwise); SegWit
 * and Taproot addresses in lower case, as Esplora serves them.
 */
export function parseBitcoinAddress(network: BitcoinNetwork, raw: string): string {
  const schema = z
    .string()
    .max(90)
    .refine((address) => bitcoinAddressType(address, network) !== undefined, {
      message: `not a ${network.name} address`,
    })
  const address = parseInput(schema, raw, 'path')
  return address.toLowerCase().startsWith(`${network.bech32}1`) ? address.toLowerCase() : address
}
