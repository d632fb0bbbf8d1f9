import { describe, expect, test } from 'vitest'
import { OnrampProviderError } from '../errors.ts'
import type { CoinbaseTransaction } from '../sources/onramp/CoinbaseOnrampSchemas.ts'
import type { OnrampClient } from '../sources/onramp/createCoinbaseOnrampClient.ts'
import type { HistoryItem } from './schemas.ts'
import { withOnrampPurchases } from './withOnrampPurchases.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chainItem = (hash: string): HistoryItem => ({
  id: hash,
  metadata: {
    operationType: 'receive',
    hash,
    minedAt: '2026-01-01T00:00:00Z',
    sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    sentTo: account,
    status: 'confirmed',
    nonce: 1,
    chain: 'eip155:31337',
  },
  transfers: [],
})
const purchase = (txHash: string, network = 'anvil'): CoinbaseTransaction => ({
  status: txHash ? 'ONRAMP_TRANSACTION_STATUS_SUCCESS' : 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  purchaseCurrency: 'PDT',
  purchaseNetwork: network,
  purchaseAmount: { value: '48.900000', currency: 'PDT' },
  txHash,
  createdAt: '2026-01-02T00:00:00Z',
  walletAddress: account.toLowerCase(),
})

function deps(transactions: () => Promise<CoinbaseTransaction[]>) {
  const logs: unknown[] = []
  const onramp = {
    widgetUrl: 'http://127.0.0.1',
    buyTransactions: transactions,
    buyOptions: async () => ({
      paymentCurrencies: [],
      purchaseCurrencies: [
        {
          id: 'PDT',
          name: 'Porthole Demo Token',
          symbol: 'PDT',
          networks: [{ name: 'anvil', displayName: 'Anvil', chainId: 31337, contractAddress: '' }],
        },
      ],
    }),
  } as unknown as OnrampClient
  return { onramp, log: (line: unknown) => logs.push(line), logs }
}
const input = { account, chain: 'eip155:31337', chainId: 31337, cursor: undefined }

describe('withOnrampPurchases', () => {
  test('default: the chain item with a purchase hash becomes a buy; others stay', async () => {
    const d = deps(async () => [purchase('0xAA')])
    const page = await withOnrampPurchases(d, input, {
      data: [chainItem('0xbb'), chainItem('0xaa')],
      next: null,
    })
    expect(page.data.map((i) => [i.id, i.metadata.operationType])).toEqual([
      ['0xbb', 'receive'],
      ['0xaa', 'buy'],
    ])
  })

  test('behavior: on the first page, purchases the chain does not list come first from the provider record; not on later pages', async () => {
    const d = deps(async () => [purchase(''), purchase('0xcc'), purchase('0xdd', 'base')])
    const page = await withOnrampPurchases(d, input, { data: [chainItem('0xbb')], next: 'c1' })
    expect(
      page.data.map((i) => [i.metadata.hash, i.metadata.operationType, i.metadata.status]),
    ).toEqual([
      ['', 'buy', 'pending'],
      ['0xcc', 'buy', 'confirmed'],
      ['0xbb', 'receive', 'confirmed'],
    ])
    expect(page.data[1]?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '48.900000' } }),
    ])
    const later = await withOnrampPurchases(d, { ...input, cursor: 'c1' }, { data: [], next: null })
    expect(later.data).toEqual([])
  })

  test('error: a provider failure leaves the chain history as it is', async () => {
    const d = deps(() => Promise.reject(new OnrampProviderError('down')))
    const page = { data: [chainItem('0xaa')], next: null }
    expect(await withOnrampPurchases(d, input, page)).toEqual(page)
    expect(d.logs).toHaveLength(1)
  })
})
