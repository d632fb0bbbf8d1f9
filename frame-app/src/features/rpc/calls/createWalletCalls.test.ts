import {
  type Network,
  type RpcRequest,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { evmNetwork } from '#test/testNetworks.ts'
import { createChainClients } from '../../../chains/createChainClients.ts'
import type { Connector } from '../../../connectors/Connector.ts'
import type { Connection } from '../../connection/index.ts'
import { createWalletCalls } from './createWalletCalls.ts'

const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const network = (id: number): Network => evmNetwork(id, { name: `Anvil ${id}` })

/** A host wallet that answers `answers[method]`, or 4200 for any other method; `asked` records. */
function walletConnection(answers: Record<string, unknown>) {
  const asked: RpcRequest[] = []
  const connector = {
    id: 'dev',
    name: 'Dev Wallet',
    type: 'ANNOUNCED',
    namespace: 'eip155',
    request: async (request: RpcRequest) => {
      asked.push(request)
      if (request.method in answers) return answers[request.method]
      throw new UnsupportedProviderMethodError(`No ${request.method}.`)
    },
  } as Connector
  const connection: Connection = { accounts: [ACCOUNT], caipNetworkId: 'eip155:31337', connector }
  return { connection, asked }
}

/** The batch ids `wallet_showCallsStatus` showed, in order. */
const shown: string[] = []
const calls = createWalletCalls({
  getNetworks: () => [network(31337), network(31338)],
  chainClients: createChainClients(),
  api: null,
  showCallsStatus: async (id) => {
    shown.push(id)
  },
})
const getCapabilities = (connection: Connection, params: unknown[]) =>
  calls(connection, { method: 'wallet_getCapabilities', params })

describe('wallet_getCapabilities for a wallet connection', () => {
  test('default: a wallet without the method: atomic unsupported on each network of the modal', async () => {
    const { connection } = walletConnection({})
    expect(await getCapabilities(connection, [ACCOUNT])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
  })

  test("behavior: a wallet's own answer passes through; only chains it left out are added", async () => {
    const { connection, asked } = walletConnection({
      wallet_getCapabilities: { '0x7a69': { atomic: { status: 'supported' } } },
    })
    expect(await getCapabilities(connection, [ACCOUNT, ['0x7a69']])).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
    expect(asked).toEqual([{ method: 'wallet_getCapabilities', params: [ACCOUNT, ['0x7a69']] }])
  })

  test('error: a malformed wallet answer rejects with Error parsing wallet capabilities, never passed on as none', async () => {
    for (const malformed of [null, 'yes', [1], { '0x7a69': 'supported' }]) {
      const { connection } = walletConnection({ wallet_getCapabilities: malformed })
      await expect(getCapabilities(connection, [ACCOUNT])).rejects.toMatchObject({
        name: 'WalletCapabilitiesParseError',
        shortMessage: 'Error parsing wallet capabilities',
        code: 5000,
      })
    }
  })

  test('error: another address is 4100, and the wallet is not asked', async () => {
    const { connection, asked } = walletConnection({})
    await expect(
      getCapabilities(connection, ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8']),
    ).rejects.toMatchObject({ code: 4100 })
    expect(asked).toEqual([])
  })
})

describe('wallet_sendCalls for a wallet connection', () => {
  const batch = (atomicRequired: boolean) => ({
    version: '2.0.0',
    chainId: '0x7a69',
    from: ACCOUNT,
    atomicRequired,
    calls: [{ to: ACCOUNT, value: '0x1' }],
  })

  test("default: a wallet that implements it gets the batch as it is, and its answer is the host's", async () => {
    const { connection, asked } = walletConnection({ wallet_sendCalls: { id: 'wallet-id' } })
    const request = { method: 'wallet_sendCalls', params: [batch(true)] }
    expect(await calls(connection, request)).toEqual({ id: 'wallet-id' })
    expect(asked).toEqual([request])
  })

  test('error: atomicRequired for a wallet without it is 5760, and no transaction is asked', async () => {
    const { connection, asked } = walletConnection({})
    await expect(
      calls(connection, { method: 'wallet_sendCalls', params: [batch(true)] }),
    ).rejects.toMatchObject({ code: 5760 })
    expect(asked.map((r) => r.method)).toEqual(['wallet_sendCalls'])
  })

  test('error: a required capability the modal cannot provide is 5700; an optional one is ignored', async () => {
    const { connection, asked } = walletConnection({ eth_sendTransaction: `0x${'ab'.repeat(32)}` })
    const withCapability = (optional: boolean) => ({
      method: 'wallet_sendCalls',
      params: [{ ...batch(false), capabilities: { auxiliaryFunds: { optional } } }],
    })
    await expect(calls(connection, withCapability(false))).rejects.toMatchObject({ code: 5700 })
    expect(asked.map((r) => r.method)).toEqual(['wallet_sendCalls'])
    expect(await calls(connection, withCapability(true))).toMatchObject({
      id: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
  })
})

describe('ERC-7677 paymasterService for a wallet connection', () => {
  const PAYMASTER = 'https://paymaster.example/rpc'
  const withPaymaster = (optional?: boolean) => ({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: ACCOUNT,
        calls: [{ to: ACCOUNT, value: '0x1' }],
        capabilities: {
          paymasterService: { url: PAYMASTER, ...(optional === undefined ? {} : { optional }) },
        },
      },
    ],
  })

  test('default: a wallet that reports paymasterService on the chain gets the batch with it, as it is', async () => {
    const { connection, asked } = walletConnection({
      wallet_getCapabilities: { '0x7a69': { paymasterService: { supported: true } } },
      wallet_sendCalls: { id: 'sponsored' },
    })
    expect(await calls(connection, withPaymaster())).toEqual({ id: 'sponsored' })
    expect(asked).toEqual([
      { method: 'wallet_getCapabilities', params: [ACCOUNT, ['0x7a69']] },
      withPaymaster(),
    ])
  })

  test('error: a wallet without it on the chain is 5700 and is not asked to send; optional: true goes on without it', async () => {
    for (const capabilities of [
      undefined,
      { '0x7a6a': { paymasterService: { supported: true } } },
      { '0x7a69': { paymasterService: { supported: false } } },
    ]) {
      const { connection, asked } = walletConnection({
        ...(capabilities ? { wallet_getCapabilities: capabilities } : {}),
        wallet_sendCalls: { id: 'unsponsored' },
      })
      await expect(calls(connection, withPaymaster())).rejects.toMatchObject({ code: 5700 })
      await expect(calls(connection, withPaymaster(false))).rejects.toMatchObject({ code: 5700 })
      expect(asked.map((r) => r.method)).not.toContain('wallet_sendCalls')
      expect(await calls(connection, withPaymaster(true))).toEqual({ id: 'unsponsored' })
      const sent = asked.at(-1)?.params as [{ capabilities: unknown }]
      expect(sent[0].capabilities).toEqual({})
    }
    // A wallet without wallet_sendCalls either: the modal sends the calls, unsponsored.
    const { connection } = walletConnection({ eth_sendTransaction: `0x${'ab'.repeat(32)}` })
    expect(await calls(connection, withPaymaster(true))).toMatchObject({
      id: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
  })

  test('error: a malformed paymasterService is -32602, and the wallet is not asked', async () => {
    const { connection, asked } = walletConnection({ wallet_sendCalls: { id: 'x' } })
    for (const service of [{ url: 'x' }, { url: PAYMASTER, context: 'y' }, 'yes', null]) {
      const request = withPaymaster()
      const [first] = request.params as unknown as [{ capabilities: Record<string, unknown> }]
      first.capabilities.paymasterService = service
      await expect(calls(connection, request)).rejects.toMatchObject({ code: -32602 })
    }
    expect(asked).toEqual([])
  })
})

describe('wallet_showCallsStatus for a wallet connection', () => {
  const show = (connection: Connection, id: string) =>
    calls(connection, { method: 'wallet_showCallsStatus', params: [id] })

  test('default: a batch the modal sent shows its status in the modal and answers null; the wallet is not asked', async () => {
    const { connection, asked } = walletConnection({ eth_sendTransaction: `0x${'cd'.repeat(32)}` })
    const { id } = (await calls(connection, {
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x7a69', calls: [{ to: ACCOUNT, value: '0x1' }] }],
    })) as { id: string }
    expect(await show(connection, id)).toBeNull()
    expect(shown.at(-1)).toBe(id)
    expect(asked.map((r) => r.method)).toEqual(['wallet_sendCalls', 'eth_sendTransaction'])
  })

  test("behavior: another id goes to a wallet that implements the method, and its answer is the host's", async () => {
    const { connection, asked } = walletConnection({ wallet_showCallsStatus: null })
    const before = shown.length
    expect(await show(connection, 'wallet-batch')).toBeNull()
    expect(asked).toEqual([{ method: 'wallet_showCallsStatus', params: ['wallet-batch'] }])
    expect(shown).toHaveLength(before)
  })

  test('error: an id no one knows, with a wallet without the method, is 5730 and nothing is shown', async () => {
    const { connection } = walletConnection({})
    const before = shown.length
    await expect(show(connection, `0x${'12'.repeat(32)}`)).rejects.toMatchObject({ code: 5730 })
    expect(shown).toHaveLength(before)
  })
})
