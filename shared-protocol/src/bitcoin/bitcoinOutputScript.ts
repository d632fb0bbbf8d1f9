import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { bitcoinAddressType } from './bitcoinAddressType.ts'
import type { BitcoinNetwork } from './bitcoinNetworks.ts'

const base58check = createBase58check(sha256)

/**
 * The output script (scriptPubKey) that pays `address` on `network`, or undefined when it is
 * not an address of that network: P2PKH `OP_DUP OP_HASH160 <20> OP_EQUALVERIFY OP_CHECKSIG`,
 * P2SH `OP_HASH160 <20> OP_EQUAL`, SegWit `OP_n <program>` (BIP-141).
 * @example bitcoinOutputScript('bcrt1q…', BITCOIN_NETWORKS.regtest) // 0x0014…
 */
export function bitcoinOutputScript(
  address: string,
  network: BitcoinNetwork,
): Uint8Array | undefined {
  const type = bitcoinAddressType(address, network)
  if (!type) return undefined
  if (type === 'p2pkh' || type === 'p2sh') {
    const hash = base58check.decode(address).slice(1)
    return type === 'p2pkh'
      ? Uint8Array.from([0x76, 0xa9, 0x14, ...hash, 0x88, 0xac])
      : Uint8Array.from([0xa9, 0x14, ...hash, 0x87])
  }
  const lower = address.toLowerCase()
  const decoded =
    bech32.decodeUnsafe(lower, 90) ?? bech32m.decode(lower as `${string}1${string}`, 90)
  const [version, ...data] = decoded.words as [number, ...number[]]
  const program = bech32.fromWords(data)
  return Uint8Array.from([version === 0 ? 0 : 0x50 + version, program.length, ...program])
}
