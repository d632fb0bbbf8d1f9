import type { RpcRequest } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { testHostWallet } from '#test/testHostWallet.ts'
import { testBitcoinRegtest } from '#test/testNetworks.ts'
import { createBitcoinWalletConnector } from './createBitcoinWalletConnector.ts'

const wallet = testHostWallet('wallet-standard:1', 'Dev Bitcoin Wallet', 'bip122')
const regtest = testBitcoinRegtest
// The dev mnemonic's first regtest account: its P2WPKH and P2TR addresses.
const payment = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
const ordinals = 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv'
const key = btoa('\x02\x01')

function setup(answers: Record<string, unknown>) {
  const asked: RpcRequest[] = []
  const forward = async (_uuid: string, request: RpcRequest) => {
    asked.push(request)
    if (!(request.method in answers)) throw Object.assign(new Error('no'), { code: 4200 })
    return answers[request.method]
  }
  const connector = createBitcoinWalletConnector(wallet, forward, () => [regtest])
  return { connector, asked }
}

describe('createBitcoinWalletConnector', () => {
  test('default: connect asks for payment and ordinals addresses; the payment one is the account', async () => {
    const { connector, asked } = setup({
      'bitcoin:connect': {
        accounts: [
          { address: ordinals, publicKey: key },
          { address: payment, publicKey: key },
        ],
      },
    })
    expect(await connector.connect()).toEqual({
      accounts: [payment, ordinals],
      caipNetworkId: regtest.caipNetworkId,
    })
    expect(asked[0]).toEqual({
      method: 'bitcoin:connect',
      params: { purposes: ['payment', 'ordinals'] },
    })
    expect(await connector.request({ method: 'getAccountAddresses' })).toEqual([
      { address: payment, publicKey: '0201', intention: 'payment' },
      { address: ordinals, publicKey: '0201', intention: 'ordinal' },
    ])
  })

  test('behavior: signPsbt becomes bitcoin:signTransaction, inputs grouped by address, on the standard chain', async () => {
    const { connector, asked } = setup({
      'bitcoin:connect': { accounts: [{ address: payment, publicKey: key }] },
      'bitcoin:signTransaction': { psbt: 'c2lnbmVk' },
    })
    await connector.connect()
    const signInputs = [
      { address: payment, index: 0 },
      { address: payment, index: 2 },
    ]
    expect(
      await connector.request({
        method: 'signPsbt',
        params: { account: payment, psbt: 'cHNidA==', signInputs, broadcast: false },
      }),
    ).toEqual({ psbt: 'c2lnbmVk' })
    expect(asked.at(-1)).toEqual({
      method: 'bitcoin:signTransaction',
      params: {
        psbt: 'cHNidA==',
        chain: 'bitcoin:regtest',
        inputsToSign: [{ address: payment, signingIndexes: [0, 2] }],
      },
    })
  })

  test('error: addresses of another network are no accounts; a wallet without silent connect is not restored', async () => {
    const mainnet = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    const { connector } = setup({
      'bitcoin:connect': { accounts: [{ address: mainnet, publicKey: key }] },
    })
    await expect(connector.connect()).rejects.toMatchObject({ code: 4900 })
    expect(await connector.restore()).toBeNull()
    await expect(connector.request({ method: 'eth_sendTransaction' })).rejects.toMatchObject({
      code: 4200,
    })
  })
})
