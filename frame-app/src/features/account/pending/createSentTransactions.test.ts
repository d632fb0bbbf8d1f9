import type { HistoryItem } from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import { createSentTransactions } from './createSentTransactions.ts'

const key = { address: '0xAbC0000000000000000000000000000000000001', chainId: 'eip155:1' }
const item = (hash: string): HistoryItem => ({
  id: hash,
  metadata: {
    operationType: 'send',
    hash,
    minedAt: '2030-01-01T00:00:00.000Z',
    sentFrom: key.address,
    sentTo: '0x0000000000000000000000000000000000000002',
    status: 'pending',
    nonce: 0,
    chain: key.chainId,
  },
  transfers: [],
})

describe('createSentTransactions', () => {
  test('default: a sent transfer is pending for its account, newest first, then settles once', () => {
    const sent = createSentTransactions()
    const seen: string[] = []
    sent.subscribe(() => seen.push(sent.lastChange()?.item.metadata.status ?? ''))
    sent.add(key, item('0x1'))
    sent.add(key, item('0x2'))
    expect(sent.itemsFor({ ...key, address: key.address.toLowerCase() }).map((i) => i.id)).toEqual([
      '0x2',
      '0x1',
    ])
    sent.settle('0x1', 'failed')
    sent.settle('0x1', 'confirmed')
    expect(sent.itemsFor(key).map((i) => i.metadata.status)).toEqual(['pending', 'failed'])
    expect(seen).toEqual(['pending', 'pending', 'failed'])
  })

  test('behavior: another network or account sees none; an unknown hash changes nothing', () => {
    const sent = createSentTransactions()
    sent.add(key, item('0x1'))
    const before = sent.getSnapshot()
    sent.settle('0x9', 'confirmed')
    expect(sent.getSnapshot()).toBe(before)
    expect(sent.itemsFor({ ...key, chainId: 'eip155:2' })).toEqual([])
    expect(
      sent.itemsFor({ ...key, address: '0x0000000000000000000000000000000000000003' }),
    ).toEqual([])
  })
})
