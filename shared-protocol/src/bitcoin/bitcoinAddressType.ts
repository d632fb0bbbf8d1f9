import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'
import type { BitcoinNetwork } from './bitcoinNetworks.ts'

export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness'

const base58check = createBase58check(sha256)

function segwitType(address: string, network: BitcoinNetwork): BitcoinAddressType | undefined {
  // BIP-173: one case throughout; the checksum is computed on the lower case.
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return undefined
  const lower = address.toLowerCase()
  if (!lower.startsWith(`${network.bech32}1`)) return undefined
  const decoded = bech32.decodeUnsafe(lower, 90) ?? bech32m.decodeUnsafe(lower, 90)
  if (!decoded || decoded.prefix !== network.bech32 || decoded.words.length === 0) return undefined
  const [version, ...data] = decoded.words as [number, ...number[]]
  if (version > 16) return undefined
  let program: Uint8Array
  try {
    program = bech32.fromWords(data)
  } catch {
    return undefined
  }
  // BIP-350: version 0 uses bech32, every later version bech32m.
  const isBech32m = bech32m.decodeUnsafe(lower, 90) !== undefined
  if (version === 0) {
    if (isBech32m) return undefined
    return program.length === 20 ? 'p2wpkh' : program.length === 32 ? 'p2wsh' : undefined
  }
  if (!isBech32m || program.length < 2 || program.length > 40) return undefined
  return version === 1 && program.length === 32 ? 'p2tr' : 'witness'
}

/**
 * The kind of `address` on `network`, or undefined when it is not an address of that network:
 * base58check P2PKH and P2SH with the network's version bytes, bech32 SegWit v0 (BIP-173) and
 * bech32m v1+ (BIP-350, Taproot) with its human-readable part (`bc`, `tb`, `bcrt`).
 * @example
 * bitcoinAddressType('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', BITCOIN_NETWORKS.mainnet) // 'p2wpkh'
 * bitcoinAddressType('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', BITCOIN_NETWORKS.testnet4) // undefined
 */
export function bitcoinAddressType(
  address: string,
  network: BitcoinNetwork,
): BitcoinAddressType | undefined {
  if (address.length < 14 || address.length > 90) return undefined
  const segwit = segwitType(address, network)
  if (segwit) return segwit
  try {
    const bytes = base58check.decode(address)
    if (bytes.length !== 21) return undefined
    if (bytes[0] === network.pubKeyHash) return 'p2pkh'
    if (bytes[0] === network.scriptHash) return 'p2sh'
  } catch {}
  return undefined
}
