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
      method: 'approve' as const,
      spender,
      spenderKind: 'contract' as const,
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
          verifierMissing: false,
          intent: null,
          domainMismatch: null,
        },
        origin,
      ),
    ).toEqual([{ key: 'approve.warnChain', params: { chainId: '1' } }])
    expect(approvalWarnings({ kind: 'raw', json: '{}' }, origin)).toEqual([
      { key: 'approve.warnRaw' },
    ])
  })

  test('behavior: an approval to a plain account names it and what it could take', () => {
    const operatorApproval = {
      kind: 'operatorApproval' as const,
      operator: spender,
      operatorKind: 'eoa' as const,
      approved: true,
      collection: token,
      collectionName: null,
    }
    expect(
      approvalWarnings(
        { kind: 'calls', calls: [{ to: token, value: '0 ETH', action: operatorApproval }] },
        origin,
      ),
    ).toEqual([
      {
        key: 'approve.warnEoaOperator',
        params: { operator: '0x70…dc79C8', collection: '0x5F…180aa3' },
      },
    ])
    // Withdrawing an operator is what the user should do: nothing to warn of.
    const revoke = { ...operatorApproval, approved: false }
    expect(
      approvalWarnings(
        { kind: 'calls', calls: [{ to: token, value: '0 ETH', action: revoke }] },
        origin,
      ),
    ).toEqual([])
    const permit2 = {
      kind: 'permit2Allowance' as const,
      spender,
      spenderKind: 'eoa' as const,
      allowances: [
        {
          amount: { token, raw: '5', symbol: 'DUSD', amount: '5' },
          unlimited: false,
          expiration: '0',
        },
        { amount: { token: spender, raw: '1' }, unlimited: true, expiration: '0' },
      ],
      deadline: '0',
    }
    expect(
      approvalWarnings(
        {
          kind: 'typedData',
          primaryType: 'PermitBatch',
          domain: [],
          message: [],
          verifyingContract: token,
          chainId: 31337,
          chainMismatch: false,
          verifierMissing: false,
          intent: permit2,
          domainMismatch: { kind: 'contract', contract: token, expected: spender },
        },
        origin,
      ),
    ).toEqual([
      { key: 'approve.warnContract', params: { contract: '0x5F…180aa3' } },
      { key: 'approve.warnUnlimited', params: { spender: '0x70…dc79C8', symbol: '0x70…dc79C8' } },
      {
        key: 'approve.warnEoaSpender',
        params: { spender: '0x70…dc79C8', symbol: 'DUSD, 0x70…dc79C8' },
      },
    ])
  })

  test('behavior: a lookalike recipient and unreadable bytes are named', () => {
    const lookalike = { recipient: spender, resembles: token }
    expect(
      approvalWarnings(
        {
          kind: 'transaction',
          fee: null,
          transaction: { to: spender, value: '1 ETH', action: { kind: 'none' }, lookalike },
        },
        origin,
      ),
    ).toEqual([
      { key: 'approve.warnLookalike', params: { recipient: '0x70…dc79C8', known: '0x5F…180aa3' } },
    ])
    expect(approvalWarnings({ kind: 'message', text: '0x1901', encoding: 'hex' }, origin)).toEqual([
      { key: 'approve.warnHex', params: { origin } },
    ])
  })
})
