/** What tells one Bitcoin network's addresses from another's. */
export type BitcoinNetwork = {
  caipNetworkId: string
  name: string
  /** The bech32 human-readable part of its SegWit and Taproot addresses. */
  bech32: 'bc' | 'tb' | 'bcrt'
  /** Version bytes of its base58 addresses (P2PKH, P2SH). */
  pubKeyHash: number
  scriptHash: number
  testnet: boolean
}

/**
 * The bip122 networks Porthole knows, by CAIP-2 id: `bip122:` and the first 32 hex digits of
 * the network's genesis block hash (CAIP-4). Testnet3 is left out: testnet4 replaced it.
 */
export const BITCOIN_NETWORKS = {
  mainnet: {
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    name: 'Bitcoin',
    bech32: 'bc',
    pubKeyHash: 0x00,
    scriptHash: 0x05,
    testnet: false,
  },
  testnet4: {
    caipNetworkId: 'bip122:00000000da84f2bafbbc53dee25a72ae',
    name: 'Bitcoin Testnet4',
    bech32: 'tb',
    pubKeyHash: 0x6f,
    scriptHash: 0xc4,
    testnet: true,
  },
  signet: {
    caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
    name: 'Bitcoin Signet',
    bech32: 'tb',
    pubKeyHash: 0x6f,
    scriptHash: 0xc4,
    testnet: true,
  },
  regtest: {
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    name: 'Bitcoin Regtest',
    bech32: 'bcrt',
    pubKeyHash: 0x6f,
    scriptHash: 0xc4,
    testnet: true,
  },
} as const satisfies Record<string, BitcoinNetwork>

/** The known Bitcoin network with this CAIP-2 id, if any. */
export function bitcoinNetworkOf(caipNetworkId: string): BitcoinNetwork | undefined {
  return Object.values(BITCOIN_NETWORKS).find((network) => network.caipNetworkId === caipNetworkId)
}
