import type { CaipNetworkId } from '@porthole/shared-protocol'
import { InvalidParamsRpcError } from '@porthole/shared-protocol'

/**
 * ENSIP-11 coin type of an EVM network: 60 on Ethereum mainnet, `0x80000000 | chainId`
 * elsewhere. SPEC §5: a chain id of 2147483648 or more is 'Invalid chainId'.
 */
export function coinTypeOf(caipNetworkId: CaipNetworkId): number {
  const chainId = Number(caipNetworkId.split(':')[1])
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= 0x80000000)
    throw new InvalidParamsRpcError('Invalid chainId')
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}
