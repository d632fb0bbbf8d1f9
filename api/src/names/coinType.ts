import { InvalidChainIdError } from '../errors.ts'

const evmFlag = 0x80000000
/** SLIP-44 coin type of Ether, which ENSIP-11 keeps for Ethereum mainnet. */
export const ETHEREUM_COIN_TYPE = 60

/**
 * ENSIP-11 coin type of an EVM chain: 60 for mainnet, `0x80000000 | chainId` for the rest.
 * Throws `InvalidChainIdError` ('Invalid chainId') unless 0 <= chainId < 2147483648.
 */
export function coinTypeForChainId(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= evmFlag) {
    throw new InvalidChainIdError({ details: `chainId ${chainId} is out of range` })
  }
  return chainId === 1 ? ETHEREUM_COIN_TYPE : (evmFlag | chainId) >>> 0
}

/** True for the coin types `coinTypeForChainId` can produce. */
export function isEvmCoinType(coinType: number): boolean {
  return (
    coinType === ETHEREUM_COIN_TYPE ||
    (Number.isSafeInteger(coinType) && coinType >= evmFlag && coinType <= 0xffffffff)
  )
}
