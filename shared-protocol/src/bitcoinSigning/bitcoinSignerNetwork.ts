import type { BitcoinNetwork } from '../bitcoin/bitcoinNetworks.ts'

/** A network's address parameters as `@scure/btc-signer` takes them. */
export type BtcSignerNetwork = {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

/** `network`'s parameters for `@scure/btc-signer` (WIF 0x80 on mainnet, 0xef on the others). */
export function bitcoinSignerNetwork(network: BitcoinNetwork): BtcSignerNetwork {
  return {
    bech32: network.bech32,
    pubKeyHash: network.pubKeyHash,
    scriptHash: network.scriptHash,
    wif: network.testnet ? 0xef : 0x80,
  }
}
