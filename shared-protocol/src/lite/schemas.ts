import * as v from 'valibot'
import type { CallRequest } from '../catalog/defineCall.ts'
import type { HostCalls } from '../catalog/hostCalls.ts'
import { isPlainObject } from './isPlainObject.ts'

/**
 * Valibot mirrors of the zod schemas the host loader must check (docs/decisions.md).
 * `lite.conformance.test.ts` feeds both versions the same valid and hostile payloads.
 */
export const ViewNameLiteSchema = v.picklist([
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'ConnectingExternal',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'ApproveTransaction',
  'SIWXSignMessage',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Send',
  'Swap',
  'OnRamp',
])

const str = v.string()
export const HostSessionLiteSchema = v.object({
  pci: str,
  namespace: v.picklist(['eip155', 'solana']),
  address: str,
  chainId: str,
  domain: str,
  uri: str,
  message: str,
  issuedAt: str,
  expiresAt: str,
  signature: v.optional(str),
})

const caipNetworkId = v.pipe(v.string(), v.regex(/^(eip155|solana|bip122):[-_a-zA-Z0-9]{1,48}$/))
const account = v.optional(v.object({ address: str, caipAddress: str, caipNetworkId }))

export const StateSnapshotLiteSchema = v.object({
  open: v.boolean(),
  view: ViewNameLiteSchema,
  status: v.picklist(['disconnected', 'connecting', 'connected', 'reconnecting']),
  namespace: v.nullable(v.picklist(['eip155', 'solana', 'bip122'])),
  address: v.nullable(v.string()),
  caipAddress: v.nullable(v.string()),
  caipNetworkId: v.nullable(caipNetworkId),
  session: v.optional(v.nullable(HostSessionLiteSchema)),
  profileName: v.optional(v.nullable(str)),
  profileImage: v.optional(v.nullable(str)),
  accounts: v.optional(v.object({ eip155: account, solana: account })),
})

export const RpcRequestLiteSchema = v.object({
  method: v.pipe(v.string(), v.regex(/^[\s\S]{1,128}$/)),
  params: v.optional(
    v.custom<unknown[] | Record<string, unknown>>(
      (value) => Array.isArray(value) || isPlainObject(value),
    ),
  ),
})

/** A request the host sends but never parses itself: typed from the zod catalog, checked by the frame. */
export function sentAs<N extends keyof HostCalls & string>() {
  return v.custom<CallRequest<HostCalls, N>>(() => true)
}
