import { InvalidParamsRpcError } from '@porthole/shared-protocol'
import type { Hex } from 'viem'
import * as z from 'zod/mini'

/** The one permission type the embedded smart account grants (MetaMask's ERC-7715 name). */
export const PERIODIC_TOKEN_PERMISSION = 'erc20-token-periodic'

const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const Quantity = z.union([z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)), z.number()])
const Seconds = z.number().check(z.int(), z.positive())

const PeriodicData = z.object({
  tokenAddress: Address,
  periodAmount: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
  periodDuration: Seconds,
  startTime: z.optional(z.number()),
  justification: z.optional(z.string()),
})
const Permission = z.object({
  type: z.string(),
  isAdjustmentAllowed: z.optional(z.boolean()),
  data: z.record(z.string(), z.unknown()),
})
const Rule = z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) })

/** ERC-7715's current request (`wallet_requestExecutionPermissions`). */
const ExecutionRequest = z.object({
  chainId: Quantity,
  from: z.optional(Address),
  to: Address,
  permission: Permission,
  rules: z.optional(z.array(Rule)),
})
/** ERC-7715's earlier request (`wallet_grantPermissions`): an `account` signer, one permission. */
const GrantRequest = z.object({
  chainId: Quantity,
  address: z.optional(Address),
  expiry: Seconds,
  signer: z.object({ type: z.literal('account'), data: z.object({ address: Address }) }),
  permission: z.optional(Permission),
  permissions: z.optional(z.array(Permission)),
  policies: z.optional(z.array(Rule)),
})

/** A permission as the frame grants it: what ExecutionPermissions' `grant` takes, and more. */
export type PermissionRule = {
  chainId: number
  /** The account the host names, when it names one. */
  from?: Hex
  /** The dapp's session key: the one address that may redeem it. */
  session: Hex
  token: Hex
  periodAmount: bigint
  /** Seconds. */
  period: number
  /** Unix seconds. */
  expiry: number
  justification?: string
  /** The permission as the host wrote it, echoed in the answer. */
  permission: z.infer<typeof Permission>
}

function periodic(permission: z.infer<typeof Permission>) {
  if (permission.type !== PERIODIC_TOKEN_PERMISSION)
    throw new InvalidParamsRpcError(
      `The embedded wallet grants only ${PERIODIC_TOKEN_PERMISSION} permissions, not ${permission.type}.`,
    )
  const data = PeriodicData.safeParse(permission.data)
  if (!data.success)
    throw new InvalidParamsRpcError(
      `${PERIODIC_TOKEN_PERMISSION} takes tokenAddress, periodAmount (hex) and periodDuration (seconds).`,
    )
  if (BigInt(data.data.periodAmount) === 0n)
    throw new InvalidParamsRpcError('The amount per period must be more than zero.')
  return data.data
}

function one<T>(params: unknown, schema: z.ZodMiniType<T>, method: string): T {
  const list = Array.isArray(params) ? params : []
  const parsed = list.length === 1 ? schema.safeParse(list[0]) : null
  if (!parsed?.success)
    throw new InvalidParamsRpcError(
      `${method} takes one permission request, as ERC-7715 writes it.`,
    )
  return parsed.data
}

/**
 * Reads a `wallet_requestExecutionPermissions` or `wallet_grantPermissions` request into the
 * rule ExecutionPermissions enforces; throws `InvalidParamsRpcError` (-32602) for anything else:
 * several requests at once, another permission type, a signer that is not an account, or a
 * permission without an expiry (one that never ends is not granted).
 */
export function readPermissionRequest(method: string, params: unknown): PermissionRule {
  if (method === 'wallet_grantPermissions') {
    const request = one(params, GrantRequest, method)
    const permission = request.permission ?? request.permissions?.[0]
    if (!permission || (request.permissions?.length ?? 0) > 1)
      throw new InvalidParamsRpcError('wallet_grantPermissions takes one permission.')
    const data = periodic(permission)
    return {
      chainId: Number(request.chainId),
      ...(request.address ? { from: request.address as Hex } : {}),
      session: request.signer.data.address as Hex,
      token: data.tokenAddress as Hex,
      periodAmount: BigInt(data.periodAmount),
      period: data.periodDuration,
      expiry: request.expiry,
      ...(data.justification ? { justification: data.justification } : {}),
      permission,
    }
  }
  const request = one(params, ExecutionRequest, method)
  const data = periodic(request.permission)
  const expiry = request.rules?.find((rule) => rule.type === 'expiry')?.data.timestamp
  if (typeof expiry !== 'number' || !Number.isInteger(expiry))
    throw new InvalidParamsRpcError(
      'The permission needs an expiry rule: { type: "expiry", data: { timestamp } }.',
    )
  return {
    chainId: Number(request.chainId),
    ...(request.from ? { from: request.from as Hex } : {}),
    session: request.to as Hex,
    token: data.tokenAddress as Hex,
    periodAmount: BigInt(data.periodAmount),
    period: data.periodDuration,
    expiry,
    ...(data.justification ? { justification: data.justification } : {}),
    permission: request.permission,
  }
}

const RevokeParams = z.object({
  permissionContext: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
})

/** Whether a `wallet_revokePermissions` is ERC-7715's (it names a permission context). */
export const namesPermissionContext = (params: unknown) =>
  RevokeParams.safeParse(Array.isArray(params) ? params[0] : params).success

/**
 * The permission a `wallet_revokeExecutionPermission` or `wallet_revokePermissions` names:
 * `{ permissionContext }`, alone or as the one param. Throws -32602 otherwise.
 */
export function readRevokeRequest(params: unknown): Hex {
  const parsed = RevokeParams.safeParse(Array.isArray(params) ? params[0] : params)
  if (!parsed.success)
    throw new InvalidParamsRpcError(
      'A revoke takes { permissionContext }: the context its grant answered.',
    )
  return parsed.data.permissionContext as Hex
}
