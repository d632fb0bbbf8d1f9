import { REGTEST_CAIP_NETWORK_ID } from '@porthole/e2e/bitcoinRegtest'
import { BITCOIN_NETWORKS } from '@porthole/shared-protocol/bitcoin'
import {
  BitcoinBalanceResponseSchema,
  BitcoinFeeRatesResponseSchema,
  BitcoinHistoryResponseSchema,
  BitcoinUtxosResponseSchema,
} from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import { useBitcoinTestApp } from '../testing/useBitcoinTestApp.ts'

const btc = useBitcoinTestApp({ fundedAccounts: 3, esploraUrl: (url) => `${url}/` })
const { t } = btc
const chainId = REGTEST_CAIP_NETWORK_ID

const query = () => `projectId=test&chainId=${chainId}`

describe('Bitcoin routes (/v1/bitcoin)', () => {
  test('default: balance, UTXOs, history and fee rates of a regtest account, in the catalog shapes', async () => {
    const { address } = btc.regtest.accounts[0]!
    const balance = await (await t.get(`/v1/bitcoin/${address}/balance?${query()}`)).json()
    expect(BitcoinBalanceResponseSchema.parse(balance)).toEqual({
      chainId,
      address,
      confirmed: '1000000000',
      unconfirmed: '0',
      symbol: 'BTC',
      decimals: 8,
    })
    const utxos = await (await t.get(`/v1/bitcoin/${address}/utxos?${query()}`)).json()
    expect(BitcoinUtxosResponseSchema.parse(utxos).utxos).toEqual([
      expect.objectContaining({ value: '1000000000', confirmations: 1 }),
    ])
    const history = await (await t.get(`/v1/bitcoin/${address}/history?${query()}`)).json()
    expect(BitcoinHistoryResponseSchema.parse(history).items).toEqual([
      expect.objectContaining({ received: '1000000000', sent: '0', fee: '282' }),
    ])
    const fees = await (await t.get(`/v1/bitcoin/fees?${query()}`)).json()
    expect(BitcoinFeeRatesResponseSchema.parse(fees)).toEqual({
      slow: 2.1,
      normal: 8.4,
      fast: 25.1,
    })
  })

  test('behavior: a signed transaction posted is broadcast; upper-case SegWit addresses are read as lower', async () => {
    const sender = btc.regtest.accounts[1]!
    const receiver = btc.regtest.accounts[5]!.address
    const { sent, response } = await btc.broadcast({
      from: sender,
      to: receiver,
      amount: 40_000n,
      fee: 1_410n,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ txid: sent.txid })
    const upper = receiver.toUpperCase()
    const balance = await (await t.get(`/v1/bitcoin/${upper}/balance?${query()}`)).json()
    expect(balance).toMatchObject({ address: receiver, confirmed: '0', unconfirmed: '40000' })
  })

  test('error: another network address, an unserved network, a refused transaction, a bad body', async () => {
    const mainnetAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    const wrong = await t.get(`/v1/bitcoin/${mainnetAddress}/balance?${query()}`)
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).error).toMatchObject({
      name: 'ValidationError',
      message: expect.stringContaining('not a Bitcoin Regtest address'),
    })
    const mainnet = BITCOIN_NETWORKS.mainnet.caipNetworkId
    const unserved = await t.get(
      `/v1/bitcoin/${mainnetAddress}/balance?projectId=test&chainId=${mainnet}`,
    )
    expect(unserved.status).toBe(404)
    expect((await unserved.json()).error.name).toBe('BitcoinNetworkNotServedError')
    const evm = await t.get('/v1/bitcoin/fees?projectId=test&chainId=eip155:1')
    expect(evm.status).toBe(404)

    const owner = btc.regtest.accounts[2]!
    const thief = btc.regtest.accounts[6]!
    const { response: refused } = await btc.broadcast({
      from: owner,
      signer: thief,
      to: thief.address,
      amount: 50_000n,
      fee: 1_000n,
    })
    expect(refused.status).toBe(400)
    expect((await refused.json()).error).toMatchObject({
      name: 'TransactionRejectedError',
      data: { reason: expect.stringContaining('mandatory-script-verify-flag-failed') },
    })
    const notHex = await t.post(`/v1/bitcoin/transactions?${query()}`, { hex: 'xyz' })
    expect(notHex.status).toBe(400)
    expect((await notHex.json()).error.name).toBe('ValidationError')
    const noProject = await t.get(`/v1/bitcoin/fees?chainId=${chainId}`)
    expect(noProject.status).toBe(401)
  })

  test('behavior: the SPEC balance route lists BTC, confirmed plus mempool, for the Account view', async () => {
    const { address } = btc.regtest.accounts[0]!
    const before = await (await t.get(`/v1/account/${address}/balance?${query()}`)).json()
    expect(before).toEqual({
      balances: [
        {
          name: 'Bitcoin',
          symbol: 'BTC',
          chainId,
          price: 0,
          quantity: { decimals: '8', numeric: '10' },
          iconUrl: '',
        },
      ],
    })
    btc.regtest.fund(address, 1_234n)
    const after = await (await t.get(`/v1/account/${address}/balance?${query()}`)).json()
    expect(after.balances[0].quantity.numeric).toBe('10.00001234')
    const wrong = await t.get(
      `/v1/account/0x0000000000000000000000000000000000000001/balance?${query()}`,
    )
    expect(wrong.status).toBe(400)
  })

  test('error: a data source that is down is a 502 ChainUnavailableError', async () => {
    btc.regtest.setAvailable(false)
    const down = await t.get(`/v1/bitcoin/${btc.regtest.accounts[0]!.address}/balance?${query()}`)
    btc.regtest.setAvailable(true)
    expect(down.status).toBe(502)
    expect((await down.json()).error).toMatchObject({
      name: 'ChainUnavailableError',
      message: `The Bitcoin data source of ${chainId} did not answer. Try again shortly.`,
    })
  })
})
