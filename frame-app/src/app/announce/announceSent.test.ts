import type { HistoryItem } from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import { testHistoryItem, testTransfer } from '#test/testHistoryItem.ts'
import { announceSent } from './announceSent.ts'

const sent = (status: HistoryItem['metadata']['status']): HistoryItem =>
  testHistoryItem({ status }, [testTransfer('DUSD', 'out', '5')])

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
    const trade = (status: HistoryItem['metadata']['status']): HistoryItem =>
      testHistoryItem({ status, operationType: 'trade' }, [
        testTransfer('DUSD', 'out', '5'),
        testTransfer('PDT', 'in', '9.87654'),
      ])
    expect(announceSent(trade('pending'))).toBeNull()
    expect(announceSent(trade('failed'))).toBeNull()
    expect(announceSent(trade('confirmed'), 'de')).toEqual({
      key: 'snackbar.swapped',
      params: { from: '5,000', fromSymbol: 'DUSD', to: '9,877', toSymbol: 'PDT' },
    })
  })
})
