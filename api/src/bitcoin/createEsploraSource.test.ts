import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type BitcoinRegtest, signedSend, startBitcoinRegtest } from '@porthole/e2e/bitcoinRegtest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ChainUnavailableError } from '../rpc/upstream/ChainUnavailableError.ts'
import type { BitcoinDataSource } from './BitcoinDataSource.ts'
import { createEsploraSource } from './createEsploraSource.ts'
import { TransactionRejectedError } from './TransactionRejectedError.ts'

let regtest: BitcoinRegtest
let source: BitcoinDataSource
beforeAll(async () => {
  regtest = await startBitcoinRegtest({ fundedAccounts: 2 })
  source = createEsploraSource({
    caipNetworkId: regtest.caipNetworkId,
    esploraUrl: regtest.esploraUrl,
  })
})
afterAll(() => regtest.close())

describe('createEsploraSource against the regtest double', () => {
  test('default: balance, UTXOs and history of a funded dev account', async () => {
    const { address } = regtest.accounts[0]!
    expect(await source.balance(address)).toEqual({ confirmed: 1_000_000_000n, unconfirmed: 0n })
    const [utxo] = await source.utxos(address)
    expect(utxo).toMatchObject({ vout: 0, value: 1_000_000_000n, confirmations: 1 })
    regtest.mine(2)
    expect((await source.utxos(address))[0]!.confirmations).toBe(3)
    const history = await source.history(address)
    expect(history.items).toEqual([
      expect.objectContaining({ received: 1_000_000_000n, sent: 0n, confirmations: 3, fee: 282n }),
    ])
    expect(history.next).toBeUndefined()
  })

  test('behavior: a broadcast send shows as unconfirmed on both sides, then confirms', async () => {
    const sender = regtest.accounts[1]!
    const receiver = regtest.accounts[2]!.address
    const [utxo] = await source.utxos(sender.address)
    const send = signedSend({
      from: sender,
      output: utxo!,
      to: receiver,
      amount: 25_000_000n,
      fee: 2_820n,
    })
    expect(await source.broadcast(send.hex)).toBe(send.txid)
    expect(await source.balance(receiver)).toEqual({ confirmed: 0n, unconfirmed: 25_000_000n })
    expect(await source.balance(sender.address)).toEqual({
      confirmed: 1_000_000_000n,
      unconfirmed: -25_002_820n,
    })
    const pending = await source.history(sender.address)
    expect(pending.items[0]).toMatchObject({
      txid: send.txid,
      confirmations: 0,
      time: null,
      sent: 1_000_000_000n,
      received: 974_997_180n,
      fee: 2_820n,
    })
    regtest.mine()
    expect(await source.balance(receiver)).toEqual({ confirmed: 25_000_000n, unconfirmed: 0n })
    expect((await source.history(receiver)).items[0]).toMatchObject({ confirmations: 1 })
  })

  test('behavior: history pages on after 25 confirmed transactions', async () => {
    const { address } = regtest.accounts[3]!
    for (let i = 0; i < 27; i++) regtest.fund(address, 10_000n + BigInt(i))
    regtest.mine()
    const first = await source.history(address)
    expect(first.items).toHaveLength(25)
    const second = await source.history(address, first.next)
    expect(second.items).toHaveLength(2)
    expect(second.next).toBeUndefined()
    const all = new Set([...first.items, ...second.items].map((item) => item.txid))
    expect(all.size).toBe(27)
  })

  test('param: fee rates are slow, normal and fast from the estimates', async () => {
    expect(await source.feeRates()).toEqual({ slow: 2.1, normal: 8.4, fast: 25.1 })
    regtest.setFeeEstimates({})
    expect(await source.feeRates()).toEqual({ slow: 1, normal: 1, fast: 1 })
  })

  test('error: a refused transaction carries the node reason', async () => {
    const owner = regtest.accounts[0]!
    const [utxo] = await source.utxos(owner.address)
    const dust = signedSend({
      from: owner,
      output: utxo!,
      to: owner.address,
      amount: 100n,
      fee: 1_000n,
    })
    const refused = await source.broadcast(dust.hex).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(TransactionRejectedError)
    expect(refused).toMatchObject({ status: 400, data: { reason: 'dust' } })
    await expect(source.broadcast('zz')).rejects.toBeInstanceOf(TransactionRejectedError)
  })

  test('error: a source that is down, unreachable or answers garbage is a 502', async () => {
    regtest.setAvailable(false)
    const down = await source.balance(regtest.accounts[0]!.address).catch((error: unknown) => error)
    regtest.setAvailable(true)
    expect(down).toBeInstanceOf(ChainUnavailableError)
    expect(down).toMatchObject({ status: 502 })
    const garbage = createServer((_, response) => response.end('<html>maintenance</html>'))
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve))
    const port = (garbage.address() as AddressInfo).port
    const broken = createEsploraSource({
      caipNetworkId: regtest.caipNetworkId,
      esploraUrl: `http://127.0.0.1:${port}/api`,
    })
    await expect(broken.feeRates()).rejects.toBeInstanceOf(ChainUnavailableError)
    await new Promise((resolve) => garbage.close(resolve))
    await expect(broken.feeRates()).rejects.toBeInstanceOf(ChainUnavailableError)
  })
})
