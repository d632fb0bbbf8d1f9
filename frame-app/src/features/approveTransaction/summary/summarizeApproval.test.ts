import { encodeFunctionData, erc20Abi, maxUint256, parseEther, parseUnits, toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { anvilSummaryDeps } from '../test/anvilSummaryDeps.ts'
import { summarizeApproval } from './summarizeApproval.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const spender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const deps = anvilSummaryDeps(token)

describe('summarizeApproval', () => {
  test('default: personal_sign shows UTF-8 text', async () => {
    const request = {
      method: 'personal_sign',
      params: [toHex('hello from my shop\nline 2'), account],
    }
    expect(await summarizeApproval(request, deps)).toEqual({
      kind: 'message',
      text: 'hello from my shop\nline 2',
      encoding: 'utf8',
    })
  })

  test('param: personal_sign bytes that are not UTF-8 text stay hex', async () => {
    for (const bytes of ['0xdeadbeefff', '0x0001020304']) {
      const summary = await summarizeApproval(
        { method: 'personal_sign', params: [bytes, account] },
        deps,
      )
      expect(summary).toEqual({ kind: 'message', text: bytes, encoding: 'hex' })
    }
  })

  test('default: eth_sendTransaction shows the recipient, the value in the native unit and the network fee', async () => {
    const request = {
      method: 'eth_sendTransaction',
      params: [{ from: account, to: spender, value: toHex(parseEther('1.5')) }],
    }
    const estimateFee = async () => 21_000n * 1_000_000_000n
    expect(await summarizeApproval(request, { ...deps, estimateFee })).toEqual({
      kind: 'transaction',
      transaction: { to: spender, value: '1.5 ETH', action: { kind: 'none' } },
      fee: '0.000021 ETH',
    })
    // A fee the chain cannot estimate is unknown, not a guess.
    const failing = async () => Promise.reject(new Error('execution reverted'))
    expect(await summarizeApproval(request, { ...deps, estimateFee: failing })).toMatchObject({
      fee: null,
    })
  })

  test('behavior: an ERC-20 transfer of a known token shows its symbol and amount', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [spender, parseUnits('12.5', 6)],
    })
    const summary = await summarizeApproval(
      { method: 'eth_sendTransaction', params: [{ from: account, to: token, data }] },
      deps,
    )
    expect(summary).toMatchObject({
      kind: 'transaction',
      transaction: {
        to: token,
        value: '0 ETH',
        action: {
          kind: 'erc20Transfer',
          to: spender,
          amount: { token, raw: '12500000', amount: '12.5', symbol: 'DUSD' },
        },
      },
    })
  })

  test('behavior: an unlimited ERC-20 approval is flagged; an unknown token keeps raw units', async () => {
    const unlimited = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, maxUint256],
    })
    const other = '0x0000000000000000000000000000000000000abc'
    const limited = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, 5n],
    })
    const a = await summarizeApproval(
      { method: 'eth_sendTransaction', params: [{ to: token, data: unlimited }] },
      deps,
    )
    const b = await summarizeApproval(
      { method: 'eth_sendTransaction', params: [{ to: other, data: limited }] },
      deps,
    )
    expect(a).toMatchObject({
      transaction: {
        action: { kind: 'erc20Approve', spender, unlimited: true, amount: { symbol: 'DUSD' } },
      },
    })
    expect(b).toMatchObject({
      transaction: {
        action: { kind: 'erc20Approve', unlimited: false, amount: { token: other, raw: '5' } },
      },
    })
    expect(b).not.toHaveProperty('transaction.action.amount.symbol')
  })

  test('behavior: calldata that is not an ERC-20 transfer or approve is shown raw', async () => {
    const data = '0x12345678000000000000000000000000000000000000000000000000000000000000002a'
    expect(
      await summarizeApproval(
        { method: 'eth_sendTransaction', params: [{ to: token, data }] },
        deps,
      ),
    ).toMatchObject({ transaction: { action: { kind: 'unknown', data } } })
    expect(
      await summarizeApproval(
        { method: 'eth_sendTransaction', params: [{ data: '0x6080' }] },
        deps,
      ),
    ).toMatchObject({ transaction: { to: null, action: { kind: 'deploy' } } })
  })

  test('default: eth_signTypedData_v4 shows the domain and the nested message fields', async () => {
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person[]' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      domain: { name: 'Ether Mail', chainId: 1, verifyingContract: token },
      message: {
        from: { name: 'Cow', wallet: account },
        to: [{ name: 'Bob', wallet: spender }],
        contents: 'Hello, Bob!',
      },
    }
    const summary = await summarizeApproval(
      { method: 'eth_signTypedData_v4', params: [account, JSON.stringify(typedData)] },
      deps,
    )
    expect(summary).toEqual({
      kind: 'typedData',
      primaryType: 'Mail',
      domain: [
        { label: 'name', value: 'Ether Mail' },
        { label: 'chainId', value: '1' },
        { label: 'verifyingContract', value: token },
      ],
      message: [
        {
          label: 'from',
          children: [
            { label: 'name', value: 'Cow' },
            { label: 'wallet', value: account },
          ],
        },
        {
          label: 'to',
          children: [
            {
              label: '#1',
              children: [
                { label: 'name', value: 'Bob' },
                { label: 'wallet', value: spender },
              ],
            },
          ],
        },
        { label: 'contents', value: 'Hello, Bob!' },
      ],
      verifyingContract: token,
      chainId: 1,
      chainMismatch: true,
      verifierMissing: false,
      intent: null,
      domainMismatch: null,
    })
  })

  test('error: malformed params are shown raw, never dropped', async () => {
    expect(
      await summarizeApproval({ method: 'eth_signTypedData_v4', params: [account, '{nope'] }, deps),
    ).toEqual({
      kind: 'raw',
      json: '{nope',
    })
    expect(
      await summarizeApproval(
        { method: 'eth_sendTransaction', params: [{ to: 'not-an-address' }] },
        deps,
      ),
    ).toMatchObject({ kind: 'raw' })
    expect(
      await summarizeApproval({ method: 'wallet_grantPermissions', params: [{ a: 1 }] }, deps),
    ).toEqual({
      kind: 'raw',
      json: '[\n  {\n    "a": 1\n  }\n]',
    })
  })

  test('default: wallet_sendCalls lists every call', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [spender, 1_000_000n],
    })
    const summary = await summarizeApproval(
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            from: account,
            calls: [
              { to: spender, value: '0x1' },
              { to: token, data },
            ],
          },
        ],
      },
      deps,
    )
    expect(summary).toMatchObject({
      kind: 'calls',
      calls: [
        { to: spender, value: '0.000000000000000001 ETH' },
        { to: token, action: { kind: 'erc20Transfer', amount: { amount: '1', symbol: 'DUSD' } } },
      ],
    })
  })
})

const bitcoinDeps = {
  chainId: null,
  nativeCurrency: { symbol: 'BTC', decimals: 8 },
  readToken: async () => null,
}
const bitcoinAccount = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'

describe('summarizeApproval on bip122', () => {
  test('default: a Bitcoin signMessage shows its text as it will be signed', async () => {
    const message = 'shop.example wants you to sign in with your Bitcoin account:'
    const request = {
      method: 'signMessage',
      params: { account: bitcoinAccount, address: bitcoinAccount, message },
    }
    expect(await summarizeApproval(request, bitcoinDeps)).toEqual({
      kind: 'message',
      text: message,
      encoding: 'utf8',
    })
  })

  test('error: a signMessage without a text message is shown as it came', async () => {
    const request = { method: 'signMessage', params: { account: bitcoinAccount, message: 42 } }
    expect(await summarizeApproval(request, bitcoinDeps)).toMatchObject({ kind: 'raw' })
  })
})
