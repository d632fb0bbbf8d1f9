type Fields = readonly { name: string; type: string }[]

const permitFields: Fields = [
  { name: 'owner', type: 'address' },
  { name: 'spender', type: 'address' },
  { name: 'value', type: 'uint256' },
  { name: 'nonce', type: 'uint256' },
  { name: 'deadline', type: 'uint256' },
]
const authorizationFields: Fields = [
  { name: 'from', type: 'address' },
  { name: 'to', type: 'address' },
  { name: 'value', type: 'uint256' },
  { name: 'validAfter', type: 'uint256' },
  { name: 'validBefore', type: 'uint256' },
  { name: 'nonce', type: 'bytes32' },
]
const permitDetails: Fields = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint160' },
  { name: 'expiration', type: 'uint48' },
  { name: 'nonce', type: 'uint48' },
]
const tokenPermissions: Fields = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint256' },
]
const transferFields = (permitted: string): Fields => [
  { name: 'permitted', type: permitted },
  { name: 'spender', type: 'address' },
  { name: 'nonce', type: 'uint256' },
  { name: 'deadline', type: 'uint256' },
]

/** The Permit2 contract, at the same address on every chain. */
export const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

/**
 * The EIP-712 types of the token permissions a signature alone grants, as their contracts hash
 * them (a message whose types differ is not valid there). `witness`: Permit2's witness transfers
 * carry one more field of the app's own type after these.
 */
export const INTENT_TYPES = {
  Permit: { kind: 'permit', fields: permitFields, nested: {} },
  TransferWithAuthorization: { kind: 'authorization', fields: authorizationFields, nested: {} },
  ReceiveWithAuthorization: { kind: 'authorization', fields: authorizationFields, nested: {} },
  PermitSingle: {
    kind: 'permit2Allowance',
    fields: [
      { name: 'details', type: 'PermitDetails' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
    nested: { PermitDetails: permitDetails },
  },
  PermitBatch: {
    kind: 'permit2Allowance',
    fields: [
      { name: 'details', type: 'PermitDetails[]' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
    nested: { PermitDetails: permitDetails },
  },
  PermitTransferFrom: {
    kind: 'permit2Transfer',
    fields: transferFields('TokenPermissions'),
    nested: { TokenPermissions: tokenPermissions },
  },
  PermitBatchTransferFrom: {
    kind: 'permit2Transfer',
    fields: transferFields('TokenPermissions[]'),
    nested: { TokenPermissions: tokenPermissions },
  },
  PermitWitnessTransferFrom: {
    kind: 'permit2Transfer',
    fields: transferFields('TokenPermissions'),
    nested: { TokenPermissions: tokenPermissions },
    witness: true,
  },
  PermitBatchWitnessTransferFrom: {
    kind: 'permit2Transfer',
    fields: transferFields('TokenPermissions[]'),
    nested: { TokenPermissions: tokenPermissions },
    witness: true,
  },
} as const satisfies Record<
  string,
  { kind: string; fields: Fields; nested: Record<string, Fields>; witness?: true }
>
export type IntentKind = (typeof INTENT_TYPES)[keyof typeof INTENT_TYPES]['kind']

type Types = Record<string, readonly { name: string; type: string }[]>

const same = (a: Fields | undefined, b: Fields, extra: number) =>
  a !== undefined &&
  a.length >= b.length &&
  a.length <= b.length + extra &&
  b.every((field, index) => a[index]?.name === field.name && a[index]?.type === field.type)

/**
 * Which token permission a typed message is, by its primary type and the exact fields its
 * contract hashes (nested structs too); null for any other message.
 * @example intentKindOf(types, 'PermitSingle') // 'permit2Allowance'
 */
export function intentKindOf(types: Types, primaryType: string): IntentKind | null {
  if (!Object.hasOwn(INTENT_TYPES, primaryType)) return null
  const spec = INTENT_TYPES[primaryType as keyof typeof INTENT_TYPES]
  const extra = 'witness' in spec ? 1 : 0
  if (!same(types[primaryType], spec.fields, extra)) return null
  const nested = Object.entries(spec.nested) as [string, Fields][]
  return nested.every(([name, fields]) => same(types[name], fields, 0)) ? spec.kind : null
}
