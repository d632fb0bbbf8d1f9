import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import type { TokenInfo } from './ChainReads.ts'

type Read = 'symbol' | 'decimals' | 'totalSupply' | 'name'

/** One view call of the ERC-20 ABI on `token`, decoded with viem. */
export async function readErc20(client: ChainClient, token: string, functionName: Read) {
  const data = encodeFunctionData({ abi: erc20Abi, functionName })
  const result = await client.request({
    method: 'eth_call',
    params: [{ to: token, data }, 'latest'],
  })
  return decodeFunctionResult({ abi: erc20Abi, functionName, data: result as Hex })
}

/**
 * An ERC-20's symbol, decimals and (when it answers) total supply read from the chain (the
 * token contract, not the request), or null when it does not answer as an ERC-20.
 * @example await readTokenInfo(client, '0x5FbD…0aa3') // { symbol: 'DUSD', decimals: 18, totalSupply: 10n ** 24n }
 */
export async function readTokenInfo(client: ChainClient, token: string): Promise<TokenInfo | null> {
  try {
    const [symbol, decimals, totalSupply] = await Promise.all([
      readErc20(client, token, 'symbol'),
      readErc20(client, token, 'decimals'),
      readErc20(client, token, 'totalSupply').catch(() => undefined),
    ])
    if (typeof symbol !== 'string' || typeof decimals !== 'number') return null
    const info: TokenInfo = { symbol: symbol.slice(0, 16), decimals }
    if (typeof totalSupply === 'bigint') info.totalSupply = totalSupply
    return info
  } catch {
    return null
  }
}
