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
    expect(announceSent(sent('confirmed'))?.key).toBe('account.activity.sentConfirmed')
    expect(announceSent(sent('failed'))?.key).toBe('account.activity.sentFailed')
  })

  test("behavior: a swap is announced once confirmed, in the snackbar's words with both amounts; its progress is the Swap view's", () => {
    const trade = (status: HistoryItem['metadata']['status']): HistoryItem => {
      const item = sent(status)
      return {
        ...item,
        metadata: { ...item.metadata, operationType: 'trade' },
        transfers: [
          ...item.transfers,
          {
            fungible_info: { name: 'Demo Token', symbol: 'PDT', icon: { url: '' } },
            direction: 'in',
            quantity: { numeric: '9.87654' },
          },
        ],
      }
    }
    expect(announceSent(trade('pending'))).toBeNull()
    expect(announceSent(trade('failed'))).toBeNull()
    expect(announceSent(trade('confirmed'), 'de')).toEqual({
      key: 'snackbar.swapped',
      params: { from: '5,000', fromSymbol: 'DUSD', to: '9,877', toSymbol: 'PDT' },
    })
  })
})
