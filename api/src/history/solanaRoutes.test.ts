import {
  demoTokenTransfer,
  type SolanaValidator,
  solanaDataChainFor,
  startSolanaValidator,
} from '@porthole/e2e/solanaValidator'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'

let validator: SolanaValidator
let t: TestApp
const shop = Keypair.generate()
const buyer = Keypair.generate()

/** `amount` DUSD (6 decimals) from `from` to `to`'s associated account, created if needed. */
const sendDusd = (from: Keypair, to: PublicKey, amount: bigint) =>
  demoTokenTransfer(validator.token, { from: from.publicKey, to, amount })

beforeAll(async () => {
  validator = await startSolanaValidator()
  t = await createTestApp({ solanaChains: [solanaDataChainFor(validator)], historyPageSize: 2 })
  const connection = new Connection(validator.rpcUrl, 'confirmed')
  const bank = Keypair.fromSecretKey(validator.accounts[1]!.secretKey)
  const sol = (to: PublicKey, lamports: number, from = bank) =>
    sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
      ),
      [from],
    )
  // The buyer gets SOL and DUSD, then pays the shop 0.25 SOL and 12.345 DUSD.
  await sol(buyer.publicKey, 2 * LAMPORTS_PER_SOL)
  await sendAndConfirmTransaction(connection, sendDusd(bank, buyer.publicKey, 50_000_000n), [bank])
  await sol(shop.publicKey, 0.25 * LAMPORTS_PER_SOL, buyer)
  await sendAndConfirmTransaction(connection, sendDusd(buyer, shop.publicKey, 12_345_000n), [buyer])
}, 60_000)
afterAll(async () => {
  await t?.testDb.dispose()
  await validator?.stop()
})

const history = async (address: string, query = '') => {
  const res = await t.get(
    `/v1/account/${address}/history?projectId=test&chainId=${validator.caipNetworkId}${query}`,
  )
  return { status: res.status, body: await res.json() }
}

describe('GET /v1/account/{account}/history on a Solana cluster', () => {
  test('default: SOL and SPL transfers as SPEC §3 items, newest first, from the receiver’s side', async () => {
    const { status, body } = await history(shop.publicKey.toBase58())
    expect(status).toBe(200)
    const buyerAddress = buyer.publicKey.toBase58()
    const shopAddress = shop.publicKey.toBase58()
    expect(body.data).toHaveLength(2)
    expect(body.next).toBeNull()
    const [dusd, sol] = body.data
    expect(dusd).toMatchObject({
      metadata: {
        operationType: 'receive',
        sentFrom: buyerAddress,
        sentTo: shopAddress,
        status: 'confirmed',
        chain: validator.caipNetworkId,
      },
      transfers: [
        {
          direction: 'in',
          fungible_info: { name: 'Demo USD', symbol: 'DUSD' },
          quantity: { numeric: '12.345' },
        },
      ],
    })
    expect(dusd.id).toBe(dusd.metadata.hash)
    expect(dusd.id).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(Date.parse(dusd.metadata.minedAt)).toBeGreaterThan(Date.now() - 120_000)
    expect(sol).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: buyerAddress, sentTo: shopAddress },
      transfers: [
        { direction: 'in', fungible_info: { symbol: 'SOL' }, quantity: { numeric: '0.25' } },
      ],
    })
  })

  test('behavior: the sender’s side: sends without the fee or the new token account’s rent; cursor paging', async () => {
    const address = buyer.publicKey.toBase58()
    const first = await history(address)
    expect(
      first.body.data.map(
        (item: { metadata: { operationType: string } }) => item.metadata.operationType,
      ),
    ).toEqual(['send', 'send'])
    expect(first.body.data[0].transfers).toEqual([
      {
        direction: 'out',
        fungible_info: { name: 'Demo USD', symbol: 'DUSD', icon: { url: '' } },
        quantity: { numeric: '12.345' },
      },
    ])
    expect(first.body.data[0].metadata.sentTo).toBe(shop.publicKey.toBase58())
    expect(first.body.data[1].transfers).toEqual([
      {
        direction: 'out',
        fungible_info: { name: 'Solana', symbol: 'SOL', icon: { url: '' } },
        quantity: { numeric: '0.25' },
      },
    ])
    expect(first.body.next).toBe(first.body.data[1].id)
    const second = await history(address, `&cursor=${first.body.next}`)
    expect(
      second.body.data.map((item: { transfers: { quantity: { numeric: string } }[] }) =>
        item.transfers.map((transfer) => transfer.quantity.numeric),
      ),
    ).toEqual([['50'], ['2']])
    expect(
      second.body.data.every(
        (item: { metadata: { operationType: string } }) =>
          item.metadata.operationType === 'receive',
      ),
    ).toBe(true)
    expect(second.body.next).toBeNull()
  })

  test('error: a bad address is 400; an unknown cursor or a cluster the api does not serve is empty', async () => {
    const bad = await history('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toMatch(/Solana address/)
    const unknown = await history(shop.publicKey.toBase58(), `&cursor=${'1'.repeat(64)}`)
    expect(unknown.body).toEqual({ data: [], next: null })
    const res = await t.get(
      `/v1/account/${shop.publicKey.toBase58()}/history?projectId=test&chainId=solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`,
    )
    expect(await res.json()).toEqual({ data: [], next: null })
  })
})
