import { encodeFunctionData, parseAbi, toHex } from 'viem'
import { account, chainId, permit2 } from './corpusChain.ts'

const abi = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
  'function setApprovalForAll(address operator, bool approved)',
])
type Field = { name: string; type: string }
const domainType = (domain: Record<string, unknown>): Field[] =>
  [
    { name: 'name', type: 'string' },
    { name: 'version', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
  ].filter((field) => field.name in domain)
const DEADLINE = '1893456000' // 2030-01-01

const send = (to: string | undefined, data?: string, value?: bigint) => ({
  method: 'eth_sendTransaction',
  params: [
    {
      from: account,
      ...(to ? { to } : {}),
      ...(data ? { data } : {}),
      ...(value ? { value: toHex(value) } : {}),
    },
  ],
})
const typed = (
  domain: Record<string, unknown>,
  primaryType: string,
  types: Record<string, Field[]>,
  message: Record<string, unknown>,
) => ({
  method: 'eth_signTypedData_v4',
  params: [
    account,
    JSON.stringify({
      types: { EIP712Domain: domainType(domain), ...types },
      primaryType,
      domain,
      message,
    }),
  ],
})

/** A transaction calling one of `abi`'s functions on `contract`: an address, then an amount or a flag. */
const call = (
  contract: string,
  functionName: (typeof abi)[number]['name'],
  who: string,
  what: bigint | boolean,
) => send(contract, encodeFunctionData({ abi, functionName, args: [who, what] as never }))

export const approve = (token: string, spender: string, amount: bigint) =>
  call(token, 'approve', spender, amount)
export const increaseAllowance = (token: string, spender: string, amount: bigint) =>
  call(token, 'increaseAllowance', spender, amount)
export const setApprovalForAll = (collection: string, operator: string, approved: boolean) =>
  call(collection, 'setApprovalForAll', operator, approved)
export const transfer = (token: string, to: string, amount: bigint) =>
  call(token, 'transfer', to, amount)
export const pay = (to: string, value: bigint) => send(to, undefined, value)
export const deploy = () => send(undefined, '0x6080604052348015600f57600080fd5b50')
export const sendCalls = (...calls: { params: unknown[] }[]) => ({
  method: 'wallet_sendCalls',
  params: [{ version: '2.0.0', from: account, calls: calls.map((call) => call.params[0]) }],
})
export const personalSign = (hex: string) => ({ method: 'personal_sign', params: [hex, account] })

export const permit = (token: string, name: string, spender: string, value: bigint) =>
  typed(
    { name, version: '1', chainId, verifyingContract: token },
    'Permit',
    {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    { owner: account, spender, value: value.toString(), nonce: '0', deadline: DEADLINE },
  )

const permitDetails: Field[] = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint160' },
  { name: 'expiration', type: 'uint48' },
  { name: 'nonce', type: 'uint48' },
]
const detail = ([token, amount]: [string, bigint]) => ({
  token,
  amount: amount.toString(),
  expiration: '1767225600',
  nonce: '0',
})
/** Permit2 `PermitSingle` (one token) or `PermitBatch` (several). */
export const permit2Allowance = (
  tokens: [string, bigint][],
  spender: string,
  contract: string = permit2,
) => {
  const batch = tokens.length > 1
  return typed(
    { name: 'Permit2', chainId, verifyingContract: contract },
    batch ? 'PermitBatch' : 'PermitSingle',
    {
      [batch ? 'PermitBatch' : 'PermitSingle']: [
        { name: 'details', type: batch ? 'PermitDetails[]' : 'PermitDetails' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
      PermitDetails: permitDetails,
    },
    {
      details: batch ? tokens.map(detail) : detail(tokens[0] as [string, bigint]),
      spender,
      sigDeadline: DEADLINE,
    },
  )
}

/** Permit2 `PermitTransferFrom` / `PermitBatchTransferFrom`, or their witness forms. */
export const permit2Transfer = (tokens: [string, bigint][], spender: string, witness = false) => {
  const batch = tokens.length > 1
  const primaryType = `Permit${batch ? 'Batch' : ''}${witness ? 'Witness' : ''}TransferFrom`
  const permitted = tokens.map(([token, amount]) => ({ token, amount: amount.toString() }))
  return typed(
    { name: 'Permit2', chainId, verifyingContract: permit2 },
    primaryType,
    {
      [primaryType]: [
        { name: 'permitted', type: batch ? 'TokenPermissions[]' : 'TokenPermissions' },
        { name: 'spender', type: 'address' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
        ...(witness ? [{ name: 'witness', type: 'Order' }] : []),
      ],
      TokenPermissions: [
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint256' },
      ],
      ...(witness ? { Order: [{ name: 'id', type: 'uint256' }] } : {}),
    },
    {
      permitted: batch ? permitted : permitted[0],
      spender,
      nonce: '1',
      deadline: DEADLINE,
      ...(witness ? { witness: { id: '7' } } : {}),
    },
  )
}

/** EIP-3009 `TransferWithAuthorization` or `ReceiveWithAuthorization`. */
export const authorization = (
  primaryType: 'TransferWithAuthorization' | 'ReceiveWithAuthorization',
  token: string,
  name: string,
  to: string,
  value: bigint,
) =>
  typed(
    { name, version: '2', chainId, verifyingContract: token },
    primaryType,
    {
      [primaryType]: [
        { name: 'from', type: 'address' },
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'validAfter', type: 'uint256' },
        { name: 'validBefore', type: 'uint256' },
        { name: 'nonce', type: 'bytes32' },
      ],
    },
    {
      from: account,
      to,
      value: value.toString(),
      validAfter: '0',
      validBefore: DEADLINE,
      nonce: `0x${'ab'.repeat(32)}`,
    },
  )

/**
 * A plain typed message (EIP-712's Mail) for `chain`; without a chain when null; verified by
 * `verifier` when given.
 */
export const mail = (chain: number | null, verifier?: string) =>
  typed(
    {
      name: 'Ether Mail',
      version: '1',
      ...(chain === null ? {} : { chainId: chain }),
      ...(verifier ? { verifyingContract: verifier } : {}),
    },
    'Mail',
    { Mail: [{ name: 'contents', type: 'string' }] },
    { contents: 'Hello, Bob!' },
  )
