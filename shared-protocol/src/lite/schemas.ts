import type { CallRequest } from '../catalog/defineCall.ts'
import type { HostCalls } from '../catalog/hostCalls.ts'
import type { StateAnswer, StateSnapshot } from '../catalog/StateSnapshotSchema.ts'
import { bool, is, match, nullable, obj, oneOf, optional, schema, str } from './check.ts'
import { isPlainObject } from './isPlainObject.ts'

/**
 * Mirrors of the zod schemas the host loader must check, in the loader's hand-sized parsers
 * (docs/decisions/0150-the-loaders-diet.md). `lite.conformance.test.ts` feeds both versions the same valid and
 * hostile payloads.
 */
/**
 * Any view name, as the catalog's `ViewNameSchema`: a frame deployed with a new view still talks
 * to a loader pinned before it (SECURITY.md #14), and the host never acts on the view.
 */
const viewName = match(/^[A-Za-z]{1,64}$/)

const session = obj({
  pci: str,
  namespace: oneOf(['eip155', 'solana', 'bip122']),
  address: str,
  chainId: str,
  domain: str,
  uri: str,
  message: str,
  issuedAt: str,
  expiresAt: str,
  signature: optional(str),
})
const caipNetworkId = match(/^(eip155|solana|bip122):[-_a-zA-Z0-9]{1,48}$/)
const account = optional(
  obj(
    {
      address: str,
      caipAddress: str,
      caipNetworkId,
      accountType: optional(oneOf(['eoa', 'smartAccount'])),
    },
    true,
  ),
)
const optionalString = optional(nullable(str))

/**
 * The snapshot and its accounts forward the keys they do not declare (SPEC §3 details such as
 * `connector` or `smartAccountDeployed`): the host never acts on them, only hands them on, and a
 * newer frame's fields reach a loader pinned before them.
 */
const parseSnapshot = obj(
  {
    open: bool,
    view: viewName,
    status: oneOf(['disconnected', 'connecting', 'connected', 'reconnecting']),
    namespace: nullable(oneOf(['eip155', 'solana', 'bip122'])),
    address: nullable(str),
    caipAddress: nullable(str),
    caipNetworkId: nullable(caipNetworkId),
    session: optional(nullable(session)),
    profileName: optionalString,
    profileImage: optionalString,
    accounts: optional(obj({ eip155: account, solana: account })),
  },
  true,
)
export const StateSnapshotLiteSchema = schema<StateSnapshot>(parseSnapshot)

const parseRef = obj({
  pushed: is((value) => Number.isInteger(value) && (value as number) >= 0, 'Expected a count'),
})

/** A snapshot, or the number of the STATE push that holds it (`StateRefSchema`, decision 0283). */
export const StateAnswerLiteSchema = schema<StateAnswer>((value) =>
  isPlainObject(value) && 'pushed' in value ? parseRef(value) : parseSnapshot(value),
)

/** An EIP-1193 request's shape, for HOST_WALLET_REQUEST. */
export const parseRpcRequest = obj({
  method: match(/^[\s\S]{1,128}$/),
  params: optional(is((value) => Array.isArray(value) || isPlainObject(value))),
})

/** A request the host sends but never parses itself: typed from the zod catalog, checked by the frame. */
export function sentAs<N extends keyof HostCalls & string>() {
  return schema<CallRequest<HostCalls, N>>((value) => value)
}
