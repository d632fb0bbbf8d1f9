import type { RpcRequest } from '@porthole/shared-protocol'
import { describe, expect, it } from 'vitest'
import { readWalletAssets } from './readWalletAssets.ts'

const key = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:31337' }
const DUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** A wallet's EIP-1193 `request` answering these two methods, noting every call. */
function wallet(capabilities: unknown, assets: unknown) {
  const calls: RpcRequest[] = []
  return {
    calls,
    namespace: 'eip155' as const,
    request: async (request: RpcRequest) => {
      calls.push(request)
      if (request.method === 'wallet_getCapabilities') return capabilities
      if (request.method === 'wallet_getAssets') return assets
      throw Object.assign(new Error('Method not supported'), { code: 4200 })
    },
  }
}

/** A report that fails the test: only a malformed capabilities answer is reported. */
const unexpected = (error: unknown) => {
  throw new Error(`reported: ${String(error)}`)
}

const declared = { '0x7a69': { assetDiscovery: { supported: true } } }
const assets = {
  '0x7a69': [
    {
      address: '0x0000000000000000000000000000000000000000',
      balance: '0x1bc16d674ec80000',
      type: 'native',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 },
    },
    {
      address: DUSD,
      balance: '0x2faf080',
      type: 'erc20',
      metadata: { name: 'Dev USD', symbol: 'DUSD', decimals: 6, price: 1, iconUrl: '' },
    },
    {
      address: '0x00000000000000000000000000000000000000aa',
      balance: '0x5',
      type: 'erc20',
      metadata: { symbol: 'ZERO', decimals: 0 },
    },
  ],
}

describe('readWalletAssets (EIP-7811, SPEC §5 and §8)', () => {
  it('default: a wallet that declares assetDiscovery for the chain lists its tokens, asked for that chain', async () => {
    const w = wallet(declared, assets)
    expect(await readWalletAssets(w, key, unexpected)).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        price: 3000,
        value: 6000,
        quantity: { decimals: '18', numeric: '2' },
        iconUrl: '',
      },
      {
        name: 'Dev USD',
        symbol: 'DUSD',
        chainId: 'eip155:31337',
        address: `eip155:31337:${DUSD}`,
        price: 1,
        value: 50,
        quantity: { decimals: '6', numeric: '50' },
        iconUrl: '',
      },
    ])
    expect(w.calls).toEqual([
      { method: 'wallet_getCapabilities', params: [key.address] },
      { method: 'wallet_getAssets', params: [{ account: key.address, chainFilter: ['0x7a69'] }] },
    ])
  })

  it('param: a declaration for every chain (0x0) counts', async () => {
    const w = wallet({ '0x0': { assetDiscovery: { supported: true } } }, assets)
    expect((await readWalletAssets(w, key, unexpected))?.map((t) => t.symbol)).toEqual([
      'ETH',
      'DUSD',
    ])
  })

  it('behavior: no declaration, another chain only or supported false: the wallet is not asked for assets', async () => {
    for (const capabilities of [
      {},
      { '0x1': { assetDiscovery: { supported: true } } },
      { '0x7a69': { assetDiscovery: { supported: false } } },
      { '0x7a69': { atomic: { status: 'supported' } } },
    ]) {
      const w = wallet(capabilities, assets)
      expect(await readWalletAssets(w, key, unexpected)).toBeNull()
      expect(w.calls.map((c) => c.method)).toEqual(['wallet_getCapabilities'])
    }
  })

  it('error: malformed capabilities are reported as Error parsing wallet capabilities, then dropped', async () => {
    for (const capabilities of [null, 'yes', [1], { '0x7a69': 'supported' }]) {
      const reported: unknown[] = []
      const w = wallet(capabilities, assets)
      expect(await readWalletAssets(w, key, (error) => reported.push(error))).toBeNull()
      expect(reported).toEqual([
        expect.objectContaining({
          name: 'WalletCapabilitiesParseError',
          shortMessage: 'Error parsing wallet capabilities',
        }),
      ])
      expect(w.calls.map((c) => c.method)).toEqual(['wallet_getCapabilities'])
    }
  })

  it('error: an answer that is not an object of arrays of valid assets is ignored as a whole', async () => {
    const invalid: unknown[] = [
      null,
      [],
      'assets',
      { '0x7a69': 'not an array' },
      { '0x7a69': [{ address: DUSD, balance: '12', type: 'erc20' }] },
      { '0x7a69': [{ address: DUSD, balance: '0x1', type: 'erc721' }] },
      { '0x7a69': [...assets['0x7a69'], { address: DUSD }] },
      { 'eip155:31337': assets['0x7a69'] },
    ]
    for (const answer of invalid) {
      expect(await readWalletAssets(wallet(declared, answer), key, unexpected)).toBeNull()
    }
  })

  it('error: a wallet that rejects either call, or a non-EVM account, falls back (null)', async () => {
    const rejecting = {
      namespace: 'eip155' as const,
      request: async () => {
        throw Object.assign(new Error('Method not supported'), { code: 4200 })
      },
    }
    expect(await readWalletAssets(rejecting, key, unexpected)).toBeNull()
    const solana = { ...wallet(declared, assets), namespace: 'solana' as const }
    expect(
      await readWalletAssets(
        solana,
        {
          ...key,
          chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        },
        unexpected,
      ),
    ).toBeNull()
    expect(solana.calls).toEqual([])
  })
})
