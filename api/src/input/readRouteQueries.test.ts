import { dataChainFor } from '@porthole/e2e/devChain'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChainRegistry } from '../chains/createChainRegistry.ts'
import { DataChainSchema } from '../chains/DataChainSchema.ts'
import { insertName } from '../db/names.ts'
import { type ChainTestApp, startChainTestApp } from '../testing/startChainTestApp.ts'
import { indexChain } from '../worker/indexChain.ts'

/**
 * What the modal's read routes cost the database once their caches are warm (issue 42: at
 * most 2 queries a request), counted by `queryStats` (`Server-Timing: db`), the figure the
 * scale bench prints per route (docs/decisions/0231).
 */

let t: ChainTestApp
beforeAll(async () => {
  t = await startChainTestApp({ queryStats: true })
  await indexChain(
    t.testDb.db,
    createChainRegistry([DataChainSchema.parse(dataChainFor(t.chain))]).list[0]!,
  )
  await insertName(t.testDb.db, {
    name: 'counted.porthole.id',
    address: t.chain.accounts[0]!.address,
    coinType: 60,
    attributes: {},
    at: new Date(t.clock.now()),
  })
}, 60_000)
afterAll(() => t?.stop())

/** The queries a request sent, from its answer's Server-Timing header. */
async function queriesOf(path: string) {
  const res = await t.get(path)
  expect(res.status).toBe(200)
  const timing = res.headers.get('server-timing') ?? ''
  const match = /^db;dur=\d+\.\d\d;desc="(\d+) queries"$/.exec(timing)
  if (!match) throw new Error(`no query count in "${timing}"`)
  return Number(match[1])
}

/** The queries of the second of two same requests: the first fills the caches. */
const warmQueries = async (path: string) => {
  await queriesOf(path)
  return queriesOf(path)
}

describe('database queries of the read routes with warm caches', () => {
  test('behavior: the balance is one query, from its 30 s cache', async () => {
    const address = t.chain.accounts[0]!.address
    expect(
      await warmQueries(`/v1/account/${address}/balance?projectId=test&chainId=${t.caip}`),
    ).toBe(1)
  })

  test('behavior: a history page with NFTs is two queries, their metadata read with the transfers', async () => {
    // Account 0 minted two of the demo NFTs: each page item names one.
    const address = t.chain.accounts[0]!.address
    const path = `/v1/account/${address}/history?projectId=test&chainId=${t.caip}`
    const body = await (await t.get(path)).json()
    const nfts = body.data.flatMap((item: { transfers: { nft_info?: unknown }[] }) =>
      item.transfers.filter((transfer) => transfer.nft_info),
    )
    expect(nfts.length).toBeGreaterThanOrEqual(2)
    expect(await warmQueries(path)).toBe(2)
  })

  test('behavior: a name lookup is one query', async () => {
    expect(await warmQueries('/v1/profile/account/counted?projectId=test')).toBe(1)
  })

  test('behavior: a swap quote reads the chain, not the database', async () => {
    const caip = t.caip
    const query = new URLSearchParams({
      projectId: 'test',
      amount: '100000000',
      userAddress: `${caip}:${t.chain.accounts[0]!.address}`,
      from: `${caip}:${t.chain.tokens.DUSD.address}`,
      to: `${caip}:${t.chain.tokens.PDT.address}`,
    })
    expect(await warmQueries(`/v1/convert/quotes?${query}`)).toBe(0)
  })
})
