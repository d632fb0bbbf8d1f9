import type { HistoryItem } from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import { announceSent } from './announceSent.ts'

const sent = (status: HistoryItem['metadata']['status']): HistoryItem => ({
  id: '0x1',
  metadata: {
    operationType: 'send',
    hash: '0x1',
    minedAt: '2030-01-01T00:00:00.000Z',
    sentFrom: '0xa',
    sentTo: '0xb',
    status,
    nonce: 0,
    chain: 'eip155:1',
  },
  transfers: [
    {
      fungible_info: { name: 'Demo USD', symbol: 'DUSD', icon: { url: '' } },
      direction: 'out',
      quantity: { numeric: '5' },
    },
  ],
})

describe('announceSent', () => {
  test('default: each status has its message naming the amount and token', () => {
    expect(announceSent(sent('pending'))).toEqual({
      key: 'account.activity.sentPending',
      params: { amount: '5', symbol: 'DUSD' },
    })
    expect(announceSent(sent('confirmed')).key).toBe('account.activity.sentConfirmed')
    expect(announceSent(sent('failed')).key).toBe('account.activity.sentFailed')
  })
})
