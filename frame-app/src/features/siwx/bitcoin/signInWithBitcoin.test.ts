import { secp256k1 } from '@noble/curves/secp256k1'
import { BITCOIN_NETWORKS, parseBitcoinSiwxMessage } from '@porthole/shared-protocol/bitcoin'
import {
  bitcoinSignerNetwork,
  signBip322,
  verifyBip322,
} from '@porthole/shared-protocol/bitcoinSigning'
import { p2wpkh } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import type { Connector } from '../../../connectors/Connector.ts'
import type { Connection } from '../../connection/index.ts'
import { signSiwxMessage } from '../signSiwxMessage.ts'
import { signText } from '../signText.ts'

const regtest = BITCOIN_NETWORKS.regtest
const key = new Uint8Array(32).fill(7)
const script = p2wpkh(secp256k1.getPublicKey(key, true), bitcoinSignerNetwork(regtest))
const address = script.address!
const fields = {
  origin: 'https://shop.example',
  nonce: 'n0nce1234',
  statement: 'Sign in to the shop',
  issuedAt: new Date('2026-12-03T10:00:00.000Z'),
  expirationTime: new Date('2026-12-04T10:00:00.000Z'),
}

/** A Bitcoin connection whose wallet signs `signMessage` with BIP-322, or answers `answer`. */
function bitcoinConnection(answer?: unknown) {
  const asked: unknown[] = []
  const connector = {
    namespace: 'bip122',
    async request(request: { method: string; params?: unknown }) {
      asked.push(request)
      if (answer !== undefined) return answer
      const { message } = request.params as { message: string }
      return { address, signature: signBip322({ message, privateKey: key, script: script.script }) }
    },
  } as unknown as Connector
  const connection: Connection = {
    accounts: [address],
    caipNetworkId: regtest.caipNetworkId,
    connector,
  }
  return { connection, asked }
}

describe('signInWithBitcoin', () => {
  test('default: a CAIP-122 text for the payment address and network, BIP-322 signed by the wallet', async () => {
    const { connection, asked } = bitcoinConnection()
    const { message, signature } = await signSiwxMessage(connection, fields)
    const parsed = parseBitcoinSiwxMessage(message)
    expect(parsed).toMatchObject({
      fields: {
        domain: 'shop.example',
        address,
        caipNetworkId: regtest.caipNetworkId,
        uri: 'https://shop.example',
        nonce: 'n0nce1234',
        statement: 'Sign in to the shop',
        issuedAt: '2026-12-03T10:00:00.000Z',
        expirationTime: '2026-12-04T10:00:00.000Z',
      },
    })
    expect(verifyBip322({ address, message, signature, network: regtest })).toBe(true)
    expect(asked).toEqual([
      {
        method: 'signMessage',
        params: { account: address, address, message, protocol: 'bip322' },
      },
    ])
  })

  test('behavior: signText (the revocation) is a BIP-322 signature of the text', async () => {
    const { connection } = bitcoinConnection()
    const signature = await signText(connection, 'revoke me')
    expect(verifyBip322({ address, message: 'revoke me', signature, network: regtest })).toBe(true)
  })

  test('error: a wallet that answers no signature is refused', async () => {
    const { connection } = bitcoinConnection({ address })
    await expect(signSiwxMessage(connection, fields)).rejects.toThrow('no signature')
  })
})
