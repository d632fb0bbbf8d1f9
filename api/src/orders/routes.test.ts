import { devChainClients } from '@porthole/e2e/devChain'
import { erc20Abi, type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setProjectSecretHash } from '../db/projects/projectSecrets.ts'
import { newProjectSecret } from '../projects/projectSecret.ts'
import { type ChainTestApp, startChainTestApp } from '../testing/startChainTestApp.ts'
import { ORDER_CLAIM_TTL_MS } from './routes.ts'

let t: ChainTestApp
let dusd: string
let payer: ReturnType<typeof devChainClients>
/** The `test` project's secret, which its backend reads orders with. */
const { secret, hash } = newProjectSecret()
beforeAll(async () => {
  t = await startChainTestApp()
  await setProjectSecretHash(t.testDb.db, { id: 'test', hash })
  dusd = `${t.caip}/erc20:${t.chain.tokens.DUSD.address}`
  payer = devChainClients(t.chain.rpcUrl, t.chain.chainId, t.chain.accounts[4]!.privateKey)
}, 60_000)
afterAll(() => t?.stop())

const fresh = () => privateKeyToAccount(generatePrivateKey()).address
let count = 0
const newOrder = (change: Record<string, string> = {}) => ({
  orderId: `order-${++count}`,
  recipient: fresh(),
  amount: '1.25',
  asset: dusd,
  ...change,
})
const create = (order: unknown) => t.post('/v1/orders?projectId=test', order)
const record = (orderId: string, body: unknown) =>
  t.post(`/v1/orders/${orderId}/transaction?projectId=test`, body)
const readAs = (orderId: string, authorization?: string, projectId = 'test') =>
  t.request(`/v1/orders/${orderId}?projectId=${projectId}`, {
    headers: authorization ? { authorization } : {},
  })
const read = (orderId: string) => readAs(orderId, `Bearer ${secret}`)

async function payDusd(to: string, units: bigint): Promise<Hex> {
  const hash = await payer.wallet.writeContract({
    address: t.chain.tokens.DUSD.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to as Hex, units],
  })
  await payer.client.waitForTransactionReceipt({ hash })
  return hash
}

describe('orders', () => {
  test('default: an order is claimed, paid in DUSD, checked on the chain and read back paid; asked again it answers the payment', async () => {
    const order = newOrder()
    const created = await create(order)
    expect(created.status).toBe(201)
    const { claim, order: open } = await created.json()
    expect(open).toMatchObject({ status: 'open', symbol: 'DUSD', decimals: 6, txHash: null })
    expect((await read(order.orderId)).status).toBe(200)

    const txHash = await payDusd(order.recipient, 1_250_000n)
    const recorded = await record(order.orderId, { claim, txHash })
    expect(recorded.status).toBe(200)
    const paid = {
      orderId: order.orderId,
      status: 'paid',
      recipient: order.recipient.toLowerCase(),
      asset: dusd.toLowerCase(),
      amount: '1.25',
      chainId: t.caip,
      txHash,
      payer: t.chain.accounts[4]!.address.toLowerCase(),
    }
    expect((await recorded.json()).order).toMatchObject(paid)
    expect((await (await read(order.orderId)).json()).order).toMatchObject(paid)

    const again = await create(order)
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ order: paid, claim: null })
  })

  test('behavior: two pays racing for one order: one claims it, the other is refused (423)', async () => {
    const order = newOrder()
    const answers = await Promise.all([create(order), create(order), create(order)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 423, 423])
  })

  test('behavior: a released claim lets the next pay claim the order; a stale claim is taken over', async () => {
    const order = newOrder()
    const { claim } = await (await create(order)).json()
    expect((await create(order)).status).toBe(423)
    const released = await t.post(`/v1/orders/${order.orderId}/release?projectId=test`, { claim })
    expect(released.status).toBe(200)
    expect((await create(order)).status).toBe(201)
    t.clock.advance(ORDER_CLAIM_TTL_MS + 1)
    expect((await create(order)).status).toBe(201)
  })

  test('behavior: a pay resuming with the claim it holds takes it again, even lapsed, and its payment sent before pays the order; another claim token is refused while the claim is fresh', async () => {
    const order = newOrder()
    const { claim } = await (await create(order)).json()
    // Sent, then the page reloaded before the payment was recorded (the api was down).
    const txHash = await payDusd(order.recipient, 1_250_000n)
    expect((await create({ ...order, claim: crypto.randomUUID() })).status).toBe(423)
    const again = await create({ ...order, claim })
    expect(again.status).toBe(201)
    expect((await again.json()).claim).toBe(claim)
    // Back after the claim lapsed: still its own, and the payment mined under it pays.
    t.clock.advance(ORDER_CLAIM_TTL_MS + 1)
    const resumed = await create({ ...order, claim })
    expect((await resumed.json()).claim).toBe(claim)
    const recorded = await record(order.orderId, { claim, txHash })
    expect((await recorded.json()).order).toMatchObject({ status: 'paid', txHash })
  })

  test('behavior: an order taken over after its claim lapsed still takes a payment mined under the first claim (it is not sent twice)', async () => {
    const order = newOrder()
    await create(order)
    const txHash = await payDusd(order.recipient, 1_250_000n)
    t.clock.advance(ORDER_CLAIM_TTL_MS + 1)
    const { claim } = await (await create(order)).json()
    expect((await record(order.orderId, { claim, txHash })).status).toBe(200)
  })

  test('behavior: a transaction that does not pay the order is refused and the order stays open', async () => {
    const order = newOrder()
    const { claim } = await (await create(order)).json()
    const short = await payDusd(order.recipient, 1_000_000n)
    const refused = await record(order.orderId, { claim, txHash: short })
    expect(refused.status).toBe(422)
    expect((await refused.json()).error.data).toEqual({ reason: 'noTransfer' })
    const unknown = await record(order.orderId, { claim, txHash: `0x${'1'.repeat(64)}` })
    expect((await unknown.json()).error.data).toEqual({ reason: 'notFound' })
    const other = await record(order.orderId, { claim: crypto.randomUUID(), txHash: short })
    expect(other.status).toBe(423)
    expect((await (await read(order.orderId)).json()).order.status).toBe('open')
  })

  test('behavior: one transaction pays one order only', async () => {
    const recipient = fresh()
    const first = newOrder({ recipient })
    const second = newOrder({ recipient })
    const a = (await (await create(first)).json()).claim
    const b = (await (await create(second)).json()).claim
    const txHash = await payDusd(recipient, 1_250_000n)
    expect((await record(first.orderId, { claim: a, txHash })).status).toBe(200)
    const reused = await record(second.orderId, { claim: b, txHash })
    expect(reused.status).toBe(422)
    expect((await reused.json()).error.data).toEqual({ reason: 'alreadyUsed' })
  })

  test("error: a transfer of the amount to the recipient mined before the payment began does not pay the order (anyone's earlier payment replayed)", async () => {
    const recipient = fresh()
    const earlier = await payDusd(recipient, 1_250_000n)
    const order = newOrder({ recipient })
    const { claim } = await (await create(order)).json()
    const replayed = await record(order.orderId, { claim, txHash: earlier })
    expect(replayed.status).toBe(422)
    expect((await replayed.json()).error.data).toEqual({ reason: 'beforeOrder' })
    expect((await (await read(order.orderId)).json()).order.status).toBe('open')
    // A payment made now does.
    const txHash = await payDusd(recipient, 1_250_000n)
    expect((await record(order.orderId, { claim, txHash })).status).toBe(200)
  })

  test('behavior: a native ETH payment is checked by the transaction value', async () => {
    const order = newOrder({ asset: `${t.caip}/slip44:60`, amount: '0.5' })
    const { claim, order: open } = await (await create(order)).json()
    expect(open).toMatchObject({ symbol: 'ETH', decimals: 18 })
    const hash = await payer.wallet.sendTransaction({
      to: order.recipient as Hex,
      value: parseEther('0.5'),
    })
    await payer.client.waitForTransactionReceipt({ hash })
    const recorded = await record(order.orderId, { claim, txHash: hash })
    expect((await recorded.json()).order).toMatchObject({ status: 'paid', txHash: hash })
  })

  test('behavior: other terms for a known order id, an unknown network or token, too many decimals and bad input are refused', async () => {
    const order = newOrder()
    await create(order)
    const mismatch = await create({ ...order, amount: '2' })
    expect(mismatch.status).toBe(409)
    expect((await mismatch.json()).error.name).toBe('OrderMismatchError')
    const elsewhere = await create(newOrder({ asset: 'eip155:999/slip44:60' }))
    expect(elsewhere.status).toBe(422)
    expect((await elsewhere.json()).error.data).toEqual({ reason: 'unsupportedNetwork' })
    const notToken = await create(newOrder({ asset: `${t.caip}/erc20:${fresh()}` }))
    expect((await notToken.json()).error.data).toEqual({ reason: 'unknownAsset' })
    for (const bad of [
      { amount: '1.0000001' },
      { amount: '-1' },
      { recipient: 'bob' },
      { orderId: 'a b' },
    ])
      expect((await create(newOrder(bad))).status).toBe(400)
    expect((await read('no-such-order')).status).toBe(404)
    expect((await readAs(order.orderId, `Bearer ${secret}`, 'other')).status).toBe(403)
  })

  test('error: an order is read only with the project secret: none, a wrong one or another project’s is 401 and says why; a project without one says how to make it', async () => {
    const order = newOrder()
    expect((await create(order)).status).toBe(201)
    expect((await read(order.orderId)).status).toBe(200)
    const refusals = [
      [undefined, /send the project secret as "Authorization: Bearer <secret>"/],
      [`Bearer ${newProjectSecret().secret}`, /not project "test"'s/],
      [`Basic ${secret}`, /send the project secret/],
    ] as const
    for (const [authorization, message] of refusals) {
      const answer = await readAs(order.orderId, authorization)
      expect(answer.status).toBe(401)
      const { error } = await answer.json()
      expect(error.name).toBe('ProjectSecretError')
      expect(error.message).toMatch(message)
      expect(JSON.stringify(error)).not.toContain(order.recipient.toLowerCase())
    }
    await t.saveProject({ id: 'nosecret', name: 'No secret yet' })
    const none = await readAs(order.orderId, `Bearer ${secret}`, 'nosecret')
    expect(none.status).toBe(401)
    expect((await none.json()).error.message).toMatch(/projects secret --id nosecret/)
  })
})
