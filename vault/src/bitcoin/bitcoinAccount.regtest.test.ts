import { verifyBitcoinSignature } from '@porthole/api/verifyBitcoinSignature'
import { type BitcoinRegtest, startBitcoinRegtest } from '@porthole/e2e/bitcoinRegtest'
import { BITCOIN_NETWORKS, buildBitcoinSiwxMessage } from '@porthole/shared-protocol/bitcoin'
import { bitcoinSignerNetwork } from '@porthole/shared-protocol/bitcoinSigning'
import { base64 } from '@scure/base'
import { selectUTXO, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testContext } from '../smartAccount/testContext.ts'
import { signBitcoinRequest } from './signBitcoinRequest.ts'

const regtestNetwork = BITCOIN_NETWORKS.regtest
const params = bitcoinSignerNetwork(regtestNetwork)
type Utxo = { txid: string; vout: number; value: number }

let regtest: BitcoinRegtest
beforeAll(async () => {
  regtest = await startBitcoinRegtest({ fundedAccounts: 1 })
})
afterAll(() => regtest.close())

describe('the vault Bitcoin account against the regtest double and the api verifier', () => {
  test('behavior: a PSBT the vault signs spends its coins; the double accepts it with its fee', async () => {
    const { secret } = testContext()
    const [account] = (await signBitcoinRequest(secret, {
      method: 'bip122:getAccountAddresses',
      params: { network: regtestNetwork.caipNetworkId },
    })) as { address: string; publicKey: string }[]
    const { address } = account!
    regtest.fund(address, 50_000_000n)
    regtest.mine()
    const utxos = (await (
      await fetch(`${regtest.esploraUrl}/address/${address}/utxo`)
    ).json()) as Utxo[]
    const script = Transaction.fromRaw(
      Buffer.from(
        await (await fetch(`${regtest.esploraUrl}/tx/${utxos[0]!.txid}/hex`)).text(),
        'hex',
      ),
      { allowUnknownOutputs: true },
    ).getOutput(utxos[0]!.vout).script!
    const to = regtest.accounts[0]!.address
    const selected = selectUTXO(
      utxos.map((u) => ({
        txid: u.txid,
        index: u.vout,
        witnessUtxo: { script, amount: BigInt(u.value) },
      })),
      [{ address: to, amount: 12_345_678n }],
      'default',
      { changeAddress: address, feePerByte: 9n, bip69: false, network: params, createTx: true },
    )
    const signed = (await signBitcoinRequest(secret, {
      method: 'bip122:signPsbt',
      params: {
        psbt: base64.encode(selected!.tx!.toPSBT()),
        signInputs: selected!.inputs.map((_, index) => ({ address, index })),
      },
    })) as { psbt: string }
    const tx = Transaction.fromPSBT(base64.decode(signed.psbt))
    const response = await fetch(`${regtest.esploraUrl}/tx`, { method: 'POST', body: tx.hex })
    expect(await response.text()).toBe(tx.id)
    expect(tx.fee).toBeGreaterThanOrEqual(BigInt(tx.vsize))
    regtest.mine()
    const received = (await (
      await fetch(`${regtest.esploraUrl}/address/${to}/utxo`)
    ).json()) as Utxo[]
    expect(received).toContainEqual(expect.objectContaining({ txid: tx.id, value: 12_345_678 }))
  })

  test('behavior: a sign-in message the vault signs passes the api verifier; a changed one does not', async () => {
    const { secret } = testContext()
    const [{ address }] = (await signBitcoinRequest(secret, {
      method: 'bip122:getAccountAddresses',
      params: { network: regtestNetwork.caipNetworkId },
    })) as [{ address: string }]
    const message = buildBitcoinSiwxMessage({
      domain: 'localhost:5173',
      address,
      caipNetworkId: regtestNetwork.caipNetworkId,
      uri: 'http://localhost:5173',
      nonce: 'n0nce1234',
      issuedAt: new Date().toISOString(),
    })
    const { signature } = (await signBitcoinRequest(secret, {
      method: 'bip122:signMessage',
      params: { address, message },
    })) as { signature: string }
    expect(verifyBitcoinSignature({ address, message, signature })).toBe(true)
    expect(verifyBitcoinSignature({ address, message: `${message}\n`, signature })).toBe(false)
  })
})
