import { dataChainFor, devChainClients, POOL_ACCOUNT } from '@porthole/e2e/devChain'
import { type Address, erc20Abi, erc721Abi, maxUint256, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ChainEntry, createChainRegistry } from '../chains/createChainRegistry.ts'
import { DataChainSchema } from '../chains/DataChainSchema.ts'
import { type ChainTestApp, startChainTestApp } from '../testing/startChainTestApp.ts'
import { indexChain } from '../worker/indexChain.ts'

let t: ChainTestApp
let entry: ChainEntry
beforeAll(async () => {
  t = await startChainTestApp({}, 31342)
  entry = createChainRegistry([DataChainSchema.parse(dataChainFor(t.chain))]).list[0]!
}, 60_000)
afterAll(() => t?.stop())

const approvals = async (address: string, chainId = t.caip) => {
  await indexChain(t.testDb.db, entry)
  const res = await t.get(`/v1/account/${address}/approvals?projectId=test&chainId=${chainId}`)
  return { status: res.status, body: await res.json() }
}
/** Sends one call from dev account `index` and waits for it to be mined. */
const write = async (
  index: number,
  call: Parameters<ReturnType<typeof devChainClients>['wallet']['writeContract']>[0],
) => {
  const account = t.chain.accounts[index]!
  const { wallet, client } = devChainClients(t.chain.rpcUrl, t.chain.chainId, account.privateKey)
  const hash = await wallet.writeContract(call)
  await client.waitForTransactionReceipt({ hash })
}

describe('GET /v1/account/{address}/approvals', { timeout: 60_000 }, () => {
  test("default: the pool account's unlimited allowances to the swap router, named, read from the chain", async () => {
    const { status, body } = await approvals(t.chain.accounts[POOL_ACCOUNT]!.address)
    expect(status).toBe(200)
    const router = { address: t.chain.uniswap.router, name: 'Swap router', isContract: true }
    expect(body.data).toEqual(
      expect.arrayContaining([
        {
          kind: 'allowance',
          chainId: t.caip,
          token: {
            address: t.chain.tokens.DUSD.address,
            name: 'Demo USD',
            symbol: 'DUSD',
            decimals: 6,
          },
          spender: router,
          amount: maxUint256.toString(),
        },
        expect.objectContaining({
          token: expect.objectContaining({ symbol: 'PDT' }),
          spender: router,
        }),
      ]),
    )
  })

  test('behavior: an allowance to an account and an operator approval to a contract are listed; revoking drops them', async () => {
    const owner = t.chain.accounts[1]!.address
    const friend = t.chain.accounts[6]!.address
    const nft = t.chain.nft.address
    const dusd = t.chain.tokens.DUSD.address
    await write(1, {
      address: dusd,
      abi: erc20Abi,
      functionName: 'approve',
      args: [friend, parseUnits('25', 6)],
    })
    await write(1, {
      address: nft,
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [dusd, true],
    })
    const before = await approvals(owner)
    expect(before.body.data).toEqual([
      {
        kind: 'operator',
        chainId: t.caip,
        token: { address: nft, name: 'Porthole Portholes', symbol: 'PPH', decimals: null },
        spender: { address: dusd, name: 'Demo USD', isContract: true },
        amount: null,
      },
      expect.objectContaining({
        kind: 'allowance',
        spender: { address: friend, name: null, isContract: false },
        amount: '25000000',
      }),
    ])
    await write(1, { address: dusd, abi: erc20Abi, functionName: 'approve', args: [friend, 0n] })
    await write(1, {
      address: nft,
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [dusd, false],
    })
    expect((await approvals(owner)).body.data).toEqual([])
  })

  test('behavior: an allowance spent without an Approval log shows what is left, and leaves once spent', async () => {
    const owner = t.chain.accounts[2]!
    const spender = t.chain.accounts[7]!
    const pdt = t.chain.tokens.PDT.address
    await write(2, {
      address: pdt,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender.address, parseUnits('3', 18)],
    })
    const spend = (amount: string) =>
      write(7, {
        address: pdt,
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [owner.address, spender.address as Address, parseUnits(amount, 18)],
      })
    await spend('1')
    expect((await approvals(owner.address)).body.data).toEqual([
      expect.objectContaining({ kind: 'allowance', amount: parseUnits('2', 18).toString() }),
    ])
    await spend('2')
    expect((await approvals(owner.address)).body.data).toEqual([])
  })

  test('behavior: an operator approval in blocks the chain drops (a revert) is forgotten', async () => {
    const rpc = (method: string, params: unknown[] = []) =>
      entry.reader.request({ method, params } as never) as Promise<unknown>
    const owner = t.chain.accounts[3]!.address
    const fork = await rpc('evm_snapshot')
    await write(3, {
      address: t.chain.nft.address,
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [t.chain.accounts[8]!.address, true],
    })
    expect((await approvals(owner)).body.data).toEqual([
      expect.objectContaining({
        kind: 'operator',
        spender: expect.objectContaining({ isContract: false }),
      }),
    ])
    expect(await rpc('evm_revert', [fork])).toBe(true)
    await rpc('anvil_mine', ['0x2'])
    expect((await approvals(owner)).body.data).toEqual([])
  })

  test('error: a malformed address or chain id is a 400 ValidationError; a chain not served lists nothing', async () => {
    const owner = t.chain.accounts[1]!.address
    const bad = await t.get(`/v1/account/0x123/approvals?projectId=test&chainId=${t.caip}`)
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.name).toBe('ValidationError')
    const badChain = await t.get(`/v1/account/${owner}/approvals?projectId=test&chainId=nope`)
    expect(badChain.status).toBe(400)
    expect(await approvals(owner, 'eip155:999999')).toEqual({ status: 200, body: { data: [] } })
    const noProject = await t.get(`/v1/account/${owner}/approvals?chainId=${t.caip}`)
    expect(noProject.status).toBe(401)
    expect((await noProject.json()).error.name).toBe('MissingProjectError')
  })
})
