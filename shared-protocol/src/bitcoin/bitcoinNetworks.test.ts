import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { describe, expect, test } from 'vitest'
import { BITCOIN_NETWORKS, bitcoinNetworkOf } from './bitcoinNetworks.ts'

const MAINNET_MERKLE = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b'
const TESTNET4_MERKLE = '7aa0a7ae1e223414cb807e40cd57e667b718e42aaf9306db9102fe28912b7b4e'

const le32 = (value: number) => {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value, true)
  return bytes
}

/** The hash of a genesis block header, in the byte order block explorers show. */
function genesisHash(merkleRoot: string, time: number, bits: number, nonce: number): string {
  const header = new Uint8Array(80)
  header.set(le32(1), 0)
  header.set(hexToBytes(merkleRoot).reverse(), 36)
  header.set(le32(time), 68)
  header.set(le32(bits), 72)
  header.set(le32(nonce), 76)
  return bytesToHex(sha256(sha256(header)).reverse())
}

describe('BITCOIN_NETWORKS', () => {
  test('default: each CAIP-2 id is the first 32 hex digits of the genesis header hash', () => {
    const genesis = {
      mainnet: genesisHash(MAINNET_MERKLE, 1231006505, 0x1d00ffff, 2083236893),
      testnet4: genesisHash(TESTNET4_MERKLE, 1714777860, 0x1d00ffff, 393743547),
      signet: genesisHash(MAINNET_MERKLE, 1598918400, 0x1e0377ae, 52613770),
      regtest: genesisHash(MAINNET_MERKLE, 1296688602, 0x207fffff, 2),
    }
    expect(genesis.mainnet).toBe('000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f')
    for (const [name, network] of Object.entries(BITCOIN_NETWORKS))
      expect(network.caipNetworkId).toBe(
        `bip122:${genesis[name as keyof typeof genesis].slice(0, 32)}`,
      )
  })

  test('param: bitcoinNetworkOf finds a network by CAIP-2 id, and nothing else', () => {
    expect(bitcoinNetworkOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')?.bech32).toBe('bcrt')
    expect(bitcoinNetworkOf('bip122:000000000933ea01ad0ee984209779ba')).toBeUndefined()
    expect(bitcoinNetworkOf('eip155:1')).toBeUndefined()
  })
})
