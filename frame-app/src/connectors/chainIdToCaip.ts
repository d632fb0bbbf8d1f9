import type { CaipNetworkId } from '@porthole/shared-protocol'
import { InvalidParamsRpcError } from '@porthole/shared-protocol'

/** `0x89` or `137` → `eip155:137`. */
export function chainIdToCaip(chainId: unknown): CaipNetworkId {
  const value =
    typeof chainId === 'string' && /^0x[0-9a-f]+$/i.test(chainId)
      ? Number.parseInt(chainId, 16)
      : typeof chainId === 'string' && /^[0-9]+$/.test(chainId)
        ? Number(chainId)
        : typeof chainId === 'number'
          ? chainId
          : Number.NaN
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new InvalidParamsRpcError(`Invalid chain id: ${String(chainId)}`)
  }
  return `eip155:${value}`
}

/** `eip155:137` → `0x89`; null for other namespaces. */
export function caipToHexChainId(caipNetworkId: CaipNetworkId): `0x${string}` | null {
  const [namespace, reference = ''] = caipNetworkId.split(':')
  if (namespace !== 'eip155' || !/^[0-9]+$/.test(reference)) return null
  return `0x${Number(reference).toString(16)}`
}
