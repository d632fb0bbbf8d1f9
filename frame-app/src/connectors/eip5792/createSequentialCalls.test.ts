import { type DevChain, startDevChain } from '@porthole/e2e/devChain'
import { type Network, UserRejectedRequestError } from '@porthole/shared-protocol'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { evmNetwork, rpcAt } from '#test/testNetworks.ts'
import { createChainClients } from '../../chains/createChainClients.ts'
import { createEvmChainClient } from '../../chains/evm/createEvmChainClient.ts'
import type { BatchCall } from './callsSchemas.ts'
import { createSequentialCalls } from './createSequentialCalls.ts'

describe('createSequentialCalls (on anvil)', () => {
  let chain: DevChain
  let anvil: Network
  beforeAll(async () => {
    chain = await startDevChain({ chainId: 31337 })
    anvil = evmNetwork(31337, { name: 'Anvil', rpcUrls: rpcAt(chain.rpcUrl) })
  })
  afterAll(async () => {
    await chain?.stop()
  })

  /**
   * A funded fresh account whose wallet sends each transaction as asked, with a fixed gas limit
   * (no estimate), so a call that reverts lands onchain reverted.
   */
  const setup = async (options: { rejectFrom?: number } = {}) => {
    const account = privateKeyToAccount(generatePrivateKey())
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [account.address, numberToHex(10n ** 18n)] as never,
    })
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) })
    let asked = 0
    const sendTransaction = async (tx: Record<string, string>) => {
      if (options.rejectFrom !== undefined && ++asked > options.rejectFrom)
        throw new UserRejectedRequestError()
      return wallet.sendTransaction({
        chain: null,
        to: tx.to as Hex,
        data: tx.data as Hex | undefined,
        value: tx.value ? BigInt(tx.value) : undefined,
        gas: 100_000n,
      })
    }
    const sequential = createSequentialCalls({
      chainClients: createChainClients(async (n) => createEvmChainClient(n)),
    })
    const send = (calls: BatchCall[], id?: string) =>
      sequential.send({
        batch: { chainId: '0x7a69', calls, ...(id ? { id } : {}) },
        from: account.address,
        network: anvil,
        sendTransaction,
      })
    /** The batch's status once nothing more will be sent and every transaction landed. */
    const settled = (id: string) =>
      vi.waitFor(
        async () => {
          const status = await sequential.status(id, account.address)
          expect(status?.status).not.toBe(100)
          return status!
        },
        { timeout: 20_000, interval: 100 },
      )
    return { account, client, send, sequential, settled }
  }
  const pay = (value: bigint): BatchCall => ({
    to: chain.accounts[8]!.address,
    value: numberToHex(value),
  })
  const overdraw = (): BatchCall => ({
    to: chain.tokens.DUSD.address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [chain.accounts[8]!.address, 1n],
    }),
  })

  test('default: every call lands in order, one transaction each: 200, a receipt per call, atomic false', async () => {
    const { account, client, send, settled } = await setup()
    const { id } = await send([pay(1n), pay(2n), pay(3n)])
    const status = await settled(id)
    expect(status).toMatchObject({ id, chainId: '0x7a69', atomic: false, status: 200 })
    expect(status.receipts.map((r) => r.status)).toEqual(['0x1', '0x1', '0x1'])
    const blocks = status.receipts.map((r) => BigInt(r.blockNumber))
    expect(blocks).toEqual([...blocks].sort((a, b) => (a < b ? -1 : 1)))
    expect(await client.getTransactionCount({ address: account.address })).toBe(3)
  })

  test('behavior: a call that reverts ends the batch, the calls after it never sent: 600', async () => {
    const { account, client, send, sequential, settled } = await setup()
    const { id } = await send([pay(1n), overdraw(), pay(3n)])
    const status = await settled(id)
    expect(status.status).toBe(600)
    expect(status.receipts.map((r) => r.status)).toEqual(['0x1', '0x0'])
    // Call by call, as wallet_showCallsStatus shows it: the third was never sent.
    const report = await sequential.report(id, account.address)
    expect(report?.calls.map((call) => call.state)).toEqual(['confirmed', 'reverted', 'notSent'])
    expect(report?.calls.map((call) => call.hash)).toEqual([
      status.receipts[0]!.transactionHash,
      status.receipts[1]!.transactionHash,
      null,
    ])
    expect(await client.getTransactionCount({ address: account.address })).toBe(2)
  })

  test('behavior: a first call that reverts is 500: only gas was spent', async () => {
    const { send, settled } = await setup()
    const { id } = await send([overdraw(), pay(1n)])
    expect((await settled(id)).status).toBe(500)
  })

  test("error: a rejected first call is the host's 4001, and its id stays free; a reused id is 5720", async () => {
    const rejecting = await setup({ rejectFrom: 0 })
    await expect(rejecting.send([pay(1n)], 'mine')).rejects.toMatchObject({ code: 4001 })
    expect(await rejecting.sequential.taken('mine', rejecting.account.address)).toBe(false)
    const { send } = await setup()
    await send([pay(1n)], 'mine')
    await expect(send([pay(1n)], 'mine')).rejects.toMatchObject({ code: 5720 })
  })
})
