import { describe, expect, test } from 'vitest'
import { approvalWarnings } from './approvalWarnings.ts'

const origin = 'https://shop.example'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const spender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('approvalWarnings', () => {
  test('default: a plain transfer or message warns of nothing', () => {
    expect(
      approvalWarnings(
        {
          kind: 'transaction',
          fee: null,
          transaction: { to: spender, value: '1 ETH', action: { kind: 'none' } },
        },
        origin,
      ),
    ).toEqual([])
    expect(approvalWarnings({ kind: 'message', text: 'hi', encoding: 'utf8' }, origin)).toEqual([])
  })

  test('behavior: an unlimited approval names the spender and the token', () => {
    const action = {
      kind: 'erc20Approve' as const,
      spender,
      unlimited: true,
      amount: { token, raw: '1', symbol: 'DUSD', amount: '1' },
    }
    expect(
      approvalWarnings({ kind: 'calls', calls: [{ to: token, value: '0 ETH', action }] }, origin),
    ).toEqual([
      { key: 'approve.warnUnlimited', params: { spender: '0x70…dc79C8', symbol: 'DUSD' } },
    ])
  })

  test('behavior: undecoded calldata, another chain and raw requests warn', () => {
    expect(
      approvalWarnings(
        {
          kind: 'transaction',
          fee: null,
          transaction: { to: token, value: '0 ETH', action: { kind: 'unknown', data: '0x12' } },
        },
        origin,
      ),
    ).toEqual([{ key: 'approve.warnUnknownData', params: { origin } }])
    expect(
      approvalWarnings(
        {
          kind: 'typedData',
          primaryType: 'Mail',
          domain: [],
          message: [],
          verifyingContract: null,
          chainId: 1,
          chainMismatch: true,
        },
        origin,
      ),
    ).toEqual([{ key: 'approve.warnChain', params: { chainId: '1' } }])
    expect(approvalWarnings({ kind: 'raw', json: '{}' }, origin)).toEqual([
      { key: 'approve.warnRaw' },
    ])
  })
})
