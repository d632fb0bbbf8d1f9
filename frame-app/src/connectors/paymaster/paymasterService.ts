import { InvalidParamsRpcError, type RpcRequest } from '@porthole/shared-protocol'
import { numberToHex } from 'viem'
import * as z from 'zod/mini'
import { CapabilitiesAnswer } from '../eip5792/callsSchemas.ts'
import { UnsupportedNonOptionalCapabilityError } from '../eip5792/SendCallsErrors.ts'

/** ERC-7677's `paymasterService` as a host passes it in `wallet_sendCalls`. */
const PaymasterServiceSchema = z.object({
  url: z.string().check(z.regex(/^https?:\/\/\S+$/), z.maxLength(2048)),
  context: z.optional(z.record(z.string(), z.unknown())),
  optional: z.optional(z.boolean()),
})

/**
 * Whether a `wallet_getCapabilities` answer (anything a wallet sent; null when it has no such
 * method) reports `paymasterService: { supported: true }` on `chainId`, or on every chain (`0x0`).
 * @example supportsPaymaster({ '0x2105': { paymasterService: { supported: true } } }, '0x2105') // true
 */
export function supportsPaymaster(answer: unknown, chainId: string): boolean {
  const parsed = CapabilitiesAnswer.safeParse(answer)
  if (!parsed.success) return false
  return Object.entries(parsed.data).some(
    ([key, capabilities]) =>
      /^0x[0-9a-fA-F]+$/.test(key) &&
      (BigInt(key) === 0n || BigInt(key) === BigInt(chainId)) &&
      (capabilities.paymasterService as { supported?: unknown } | undefined)?.supported === true,
  )
}

/**
 * ERC-7677 for a `wallet_sendCalls` to a connected wallet: a batch without `paymasterService`
 * goes as it is. With it (a well-formed one, else -32602), `askCapabilities` reads the
 * wallet's capabilities on the batch's chain: a wallet that reports the service gets the batch
 * as it is; otherwise a required one is 5700 before the wallet is asked to send anything, and
 * an `optional: true` one is taken out of the batch (ignored: the calls go on without it).
 */
export async function forwardPaymasterService(
  request: RpcRequest,
  walletName: string,
  askCapabilities: (chainId: string) => Promise<unknown>,
): Promise<RpcRequest> {
  const params = Array.isArray(request.params) ? request.params : []
  const batch = params[0] as { chainId?: unknown; capabilities?: unknown } | undefined
  const capabilities = batch?.capabilities
  if (!capabilities || typeof capabilities !== 'object' || !('paymasterService' in capabilities))
    return request
  const { paymasterService, ...others } = capabilities as Record<string, unknown>
  const service = PaymasterServiceSchema.safeParse(paymasterService)
  if (
    !service.success ||
    typeof batch.chainId !== 'string' ||
    !/^0x[0-9a-fA-F]{1,64}$/.test(batch.chainId)
  )
    throw new InvalidParamsRpcError('paymasterService takes { url, context?, optional? }.')
  const chainId = numberToHex(BigInt(batch.chainId))
  if (supportsPaymaster(await askCapabilities(chainId).catch(() => null), chainId)) return request
  if (service.data.optional !== true)
    throw new UnsupportedNonOptionalCapabilityError(
      `${walletName} has no paymaster service on chain ${chainId}.`,
    )
  return { ...request, params: [{ ...batch, capabilities: others }, ...params.slice(1)] }
}
