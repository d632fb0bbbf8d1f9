import { type Address, erc20Abi } from 'viem'
import type { ChainEntry } from '../chains/createChainRegistry.ts'
import { UnsupportedAssetError } from './orderErrors.ts'

/**
 * The asset's symbol and decimals: the chain's native coin, or the ERC-20's own (read on the
 * chain). A contract that does not answer `decimals()` is not a token to be paid in.
 */
export async function readAssetUnit(
  entry: ChainEntry,
  token: Address | undefined,
): Promise<{ symbol: string; decimals: number }> {
  if (!token) {
    const { symbol, decimals } = entry.chain.nativeCurrency
    return { symbol, decimals }
  }
  try {
    const [decimals, symbol] = await Promise.all([
      entry.reader.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      entry.reader.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
    ])
    return { symbol, decimals }
  } catch {
    throw new UnsupportedAssetError('unknownAsset', `${token} is not an ERC-20 on this network.`)
  }
}
