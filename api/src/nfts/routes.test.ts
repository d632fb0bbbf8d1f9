import { dataChainFor, devChainClients } from '@porthole/e2e/devChain'
import { erc721Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ChainEntry, createChainRegistry } from '../chains/createChainRegistry.ts'
import { DataChainSchema } from '../chains/DataChainSchema.ts'
import { createTestApp } from '../testing/createTestApp.ts'
import { type ChainTestApp, startChainTestApp } from '../testing/startChainTestApp.ts'
import { indexChain } from '../worker/indexChain.ts'

let t: ChainTestApp
let entry: ChainEntry
beforeAll(async () => {
  t = await startChainTestApp()
  entry = createChainRegistry([DataChainSchema.parse(dataChainFor(t.chain))]).list[0]!
  await indexChain(t.testDb.db, entry)
}, 60_000)
afterAll(() => t?.stop())

const nfts = async (address: string, chainId = t.caip) => {
  const res = await t.get(`/v1/account/${address}/nfts?projectId=test&chainId=${chainId}`)
  return { status: res.status, body: await res.json() }
}

describe('GET /v1/nfts/{chainId}/{contract}/{tokenId}/image', () => {
  test('default: the api serves the image of a listed token, with a CSP that runs no script', async () => {
    const { body } = await nfts(t.chain.accounts[0]!.address)
    const res = await t.get(`${body.data[0].image}?projectId=test`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await res.text()).toContain('<svg')
  })

  test('error: an image host on a private address is refused (502), unknown tokens are 404', async () => {
    const strict = await createTestApp({ chains: [dataChainFor(t.chain)] })
    try {
      await indexChain(strict.testDb.db, entry)
      const owner = t.chain.accounts[1]!.address
      const list = await strict.get(`/v1/account/${owner}/nfts?projectId=test&chainId=${t.caip}`)
      const [token] = (await list.json()).data
      // The metadata on 127.0.0.1 was not fetched: no name from it, no image path.
      expect(token).toMatchObject({ name: 'Porthole Portholes #3', image: '' })
      await strict.testDb.db.query(
        `INSERT INTO nft_metadata (chain_id, address, token_id, name, image, fetched_at)
         VALUES ($1, $2, 3, null, 'http://169.254.169.254/latest/meta-data/', now())
         ON CONFLICT (chain_id, address, token_id) DO UPDATE SET image = EXCLUDED.image`,
        [t.caip, t.chain.nft.address.toLowerCase()],
      )
      const path = `/v1/nfts/${encodeURIComponent(t.caip)}/${t.chain.nft.address}`
      const refused = await strict.get(`${path}/3/image?projectId=test`)
      expect(refused.status).toBe(502)
      expect((await strict.get(`${path}/999/image?projectId=test`)).status).toBe(404)
      expect((await strict.get(`${path}/abc/image?projectId=test`)).status).toBe(400)
    } finally {
      await strict.testDb.dispose()
    }
  }, 30_000)
})

describe('GET /v1/account/{address}/nfts', () => {
  test('default: the tokens an account owns, with name, image and collection', async () => {
    const { status, body } = await nfts(t.chain.accounts[0]!.address)
    expect(status).toBe(200)
    const collection = `${t.caip}:${t.chain.nft.address}`
    expect(body.data).toEqual([
      {
        chainId: t.caip,
        address: collection,
        tokenId: '2',
        name: 'Porthole #2',
        image: `/v1/nfts/${encodeURIComponent(t.caip)}/${t.chain.nft.address}/2/image`,
        collection: { name: 'Porthole Portholes', symbol: 'PPH' },
      },
      expect.objectContaining({ tokenId: '1', name: 'Porthole #1' }),
    ])
  })

  test('behavior: a transferred token moves to its new owner once indexed', async () => {
    const from = t.chain.accounts[0]!
    const to = t.chain.accounts[5]!.address
    const { wallet, client } = devChainClients(t.chain.rpcUrl, t.chain.chainId, from.privateKey)
    const hash = await wallet.writeContract({
      address: t.chain.nft.address,
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [from.address, to, 2n],
    })
    await client.waitForTransactionReceipt({ hash })
    await indexChain(t.testDb.db, entry)
    expect((await nfts(from.address)).body.data.map((n: { tokenId: string }) => n.tokenId)).toEqual(
      ['1'],
    )
    expect((await nfts(to)).body.data.map((n: { tokenId: string }) => n.tokenId)).toEqual(['2'])
  })

  test('param: an unsupported network or an account without tokens answers an empty list', async () => {
    expect((await nfts(t.chain.accounts[0]!.address, 'eip155:1')).body).toEqual({ data: [] })
    expect((await nfts(t.chain.accounts[8]!.address)).body).toEqual({ data: [] })
  })

  test('error: a bad address or chainId is a 400 with a message', async () => {
    const bad = await nfts('0xnope')
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toMatch(/not an EVM address/)
    expect((await nfts(t.chain.accounts[0]!.address, 'ethereum')).status).toBe(400)
  })
})
