import { type DevChain, startDevChain } from '@porthole/e2e/devChain'
import { type Network, SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseTransaction,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { evmNetwork, rpcAt } from '#test/testNetworks.ts'
import { createChainClients } from '../../../chains/createChainClients.ts'
import { createEvmChainClient } from '../../../chains/evm/createEvmChainClient.ts'
import type { VaultClient } from '../createVaultClient.ts'
import { createSmartAccountRpc } from './createSmartAccountRpc.ts'

const network = (id: number, rpcUrl: string): Network =>
  evmNetwork(id, { name: `Anvil ${id}`, rpcUrls: rpcAt(rpcUrl) })

/**
 * The vault's two answers this code needs, with a local key: INIT_SMART_ACCOUNT signs the
 * authorization (viem `signAuthorization`), RPC_REQUEST signs the prepared transaction.
 */
function keyVault(privateKey: Hex) {
  const account = privateKeyToAccount(privateKey)
  const calls: string[] = []
  const vault = {
    destroy: () => undefined,
    call: async (name: string, payload: Record<string, unknown>) => {
      calls.push(name)
      if (name === 'INIT_SMART_ACCOUNT') {
        const { chainId, nonce } = payload as { chainId: number; nonce: number }
        const signed = await account.signAuthorization({
          contractAddress: SIMPLE_7702_ACCOUNT,
          chainId,
          nonce,
        })
        return {
          address: account.address,
          authorization: { ...signed, yParity: signed.yParity ?? 0 },
        }
      }
      const [tx] = (payload as { params: [Record<string, string>] }).params as [
        Record<string, never>,
      ]
      const t = tx as unknown as Record<string, string> & { authorizationList?: never[] }
      return account.signTransaction({
        chainId: Number(t.chainId),
        nonce: Number(t.nonce),
        gas: BigInt(t.gas as string),
        to: t.to as Hex,
        data: t.data as Hex,
        maxFeePerGas: BigInt(t.maxFeePerGas as string),
        maxPriorityFeePerGas: BigInt(t.maxPriorityFeePerGas as string),
        ...(t.authorizationList
          ? { type: 'eip7702' as const, authorizationList: t.authorizationList }
          : { type: 'eip1559' as const }),
      })
    },
  } as unknown as VaultClient
  return { account, vault, calls }
}

describe('createSmartAccountRpc (on anvil with Simple7702Account)', () => {
  let chain: DevChain
  let anvil: Network
  beforeAll(async () => {
    chain = await startDevChain({ chainId: 31337 })
    anvil = network(31337, chain.rpcUrl)
  })
  afterAll(async () => {
    await chain?.stop()
  })

  const setup = async (accountType: 'eoa' | 'smartAccount', current = () => anvil) => {
    const key = generatePrivateKey()
    const { account, vault, calls } = keyVault(key)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [account.address, numberToHex(10n ** 18n)] as never,
    })
    const approve = vi.fn(async () => undefined)
    const other = network(31338, chain.rpcUrl)
    const rpc = createSmartAccountRpc({
      vault,
      chainClients: createChainClients(async (n) => createEvmChainClient(n)),
      approve,
      networks: () => [anvil, other],
      current: () => ({ address: account.address, network: current(), accountType }),
      enabledNetworks: () => ['eip155:31337'],
      accountTypeOn: (id) => (id === current().caipNetworkId ? accountType : undefined),
      store: null,
    })
    return { account, rpc, approve, calls, client, other }
  }
  const dusd = () => chain.tokens.DUSD.address

  test('default: capabilities say atomic is supported for a smart account on the enabled chain only', async () => {
    const { rpc, account } = await setup('smartAccount')
    expect(
      await rpc.getCapabilities({ method: 'wallet_getCapabilities', params: [account.address] }),
    ).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
    const eoa = await setup('eoa')
    expect(
      await eoa.rpc.getCapabilities({
        method: 'wallet_getCapabilities',
        params: [eoa.account.address, ['0x7a69']],
      }),
    ).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
    await expect(
      rpc.getCapabilities({ method: 'wallet_getCapabilities', params: [eoa.account.address] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  test('behavior: approve and transfer of DUSD land in one type-4 transaction after one approval', async () => {
    const { rpc, account, approve, calls, client } = await setup('smartAccount')
    // The account needs DUSD to pass on: dev account 0 holds the demo tokens.
    const holder = privateKeyToAccount(chain.accounts[0]!.privateKey)
    const { createWalletClient } = await import('viem')
    const wallet = createWalletClient({ account: holder, transport: http(chain.rpcUrl) })
    const fund = await wallet.writeContract({
      chain: null,
      address: dusd(),
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, 5_000_000n],
    })
    await client.waitForTransactionReceipt({ hash: fund })
    const spender = chain.accounts[3]!.address
    const recipient = chain.accounts[4]!.address
    const before = await client.readContract({
      address: dusd(),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
    const request = {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: account.address,
          atomicRequired: true,
          calls: [
            {
              to: dusd(),
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'approve',
                args: [spender, 1_000_000n],
              }),
            },
            {
              to: dusd(),
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transfer',
                args: [recipient, 2_000_000n],
              }),
            },
          ],
        },
      ],
    }
    const { id } = await rpc.sendCalls(request)
    expect(approve).toHaveBeenCalledTimes(1)
    expect(approve).toHaveBeenCalledWith(request, {
      account: account.address,
      caipNetworkId: 'eip155:31337',
    })
    expect(calls).toEqual(['INIT_SMART_ACCOUNT', 'RPC_REQUEST'])
    const receipt = await client.waitForTransactionReceipt({ hash: id as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.type).toBe('eip7702')
    expect(
      await client.readContract({
        address: dusd(),
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account.address, spender],
      }),
    ).toBe(1_000_000n)
    expect(
      await client.readContract({
        address: dusd(),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(before + 2_000_000n)
    const status = await rpc.getCallsStatus({ method: 'wallet_getCallsStatus', params: [id] })
    expect(status).toMatchObject({ id, chainId: '0x7a69', atomic: true, status: 200 })
    expect(
      (status as { receipts: { transactionHash: string }[] }).receipts[0]?.transactionHash,
    ).toBe(id)

    // Delegated now: the next batch is a plain EIP-1559 transaction, with no new authorization.
    const again = await rpc.sendCalls({
      ...request,
      params: [{ ...request.params[0]!, id: 'second', calls: [request.params[0]!.calls[1]!] }],
    })
    expect(again.id).toBe('second')
    expect(calls).toEqual(['INIT_SMART_ACCOUNT', 'RPC_REQUEST', 'RPC_REQUEST'])
    // The batch's id is the host's, not the hash: wait until it lands, as waitForCallsStatus does
    // (a transaction anvil has not mined yet is status 100 with no receipt).
    const statusOf = () =>
      rpc.getCallsStatus({ method: 'wallet_getCallsStatus', params: ['second'] })
    await expect
      .poll(async () => ((await statusOf()) as { status: number }).status, { timeout: 10_000 })
      .toBe(200)
    const second = await statusOf()
    const hash = (second as { receipts?: { transactionHash: Hex }[] }).receipts?.[0]
      ?.transactionHash
    const tx = await client.getTransaction({ hash: hash as Hex })
    expect(
      parseTransaction(
        (await client.request({
          method: 'eth_getRawTransactionByHash' as never,
          params: [tx.hash] as never,
        })) as Hex,
      ).type,
    ).toBe('eip1559')
  })

  test('error: an eoa, or a network not enabled, is refused with 5760 before any approval', async () => {
    const eoa = await setup('eoa')
    const batch = (from: string, chainId: string) => ({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId, from, atomicRequired: true, calls: [{ to: from }] }],
    })
    await expect(eoa.rpc.sendCalls(batch(eoa.account.address, '0x7a69'))).rejects.toMatchObject({
      code: 5760,
      name: 'AtomicityNotSupportedError',
    })
    const other = network(31338, chain.rpcUrl)
    const elsewhere = await setup('smartAccount', () => other)
    await expect(
      elsewhere.rpc.sendCalls(batch(elsewhere.account.address, '0x7a6a')),
    ).rejects.toMatchObject({ code: 5760, message: expect.stringContaining('not enabled') })
    expect(eoa.approve).not.toHaveBeenCalled()
    expect(elsewhere.approve).not.toHaveBeenCalled()
  })

  test('error: a required paymasterService is 5700 for the smart account and the eoa alike, before any approval', async () => {
    for (const type of ['smartAccount', 'eoa'] as const) {
      const { rpc, account, approve } = await setup(type)
      const paymasterService = { url: 'https://paymaster.example/rpc' }
      await expect(
        rpc.sendCalls({
          method: 'wallet_sendCalls',
          params: [
            {
              version: '2.0.0',
              chainId: '0x7a69',
              from: account.address,
              calls: [{ to: account.address }],
              capabilities: { paymasterService },
            },
          ],
        }),
      ).rejects.toMatchObject({ code: 5700 })
      expect(approve).not.toHaveBeenCalled()
    }
  })

  test('error: another chain id is 5710, an unknown batch 5730, bad params -32602', async () => {
    const { rpc, account } = await setup('smartAccount')
    await expect(
      rpc.sendCalls({
        method: 'wallet_sendCalls',
        params: [{ chainId: '0x1', calls: [{ to: account.address }] }],
      }),
    ).rejects.toMatchObject({ code: 5710 })
    await expect(
      rpc.getCallsStatus({ method: 'wallet_getCallsStatus', params: ['nope'] }),
    ).rejects.toMatchObject({ code: 5730 })
    await expect(
      rpc.sendCalls({ method: 'wallet_sendCalls', params: [{ chainId: '0x7a69', calls: [] }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
