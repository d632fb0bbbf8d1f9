import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { ChainClient } from '../../../chains/ChainClient.ts'

async function read(client: ChainClient, token: string, functionName: 'symbol' | 'decimals') {
  const data = encodeFunctionData({ abi: erc20Abi, functionName })
  const result = await client.request({
    method: 'eth_call',
    params: [{ to: token, data }, 'latest'],
  })
  return decodeFunctionResult({ abi: erc20Abi, functionName, data: result as Hex })
}

/**
 * An ERC-20's symbol and decimals read from the chain (the token contract, not the request), or
 * null when it does not answer as an ERC-20.
 * @example await readTokenInfo(client, '0x5FbD…0aa3') // { symbol: 'DUSD', decimals: 18 }
 */
export async function readTokenInfo(
  client: ChainClient,
  token: string,
): Promise<{ symbol: string; decimals: number } | null> {
  try {
    const [symbol, decimals] = await Promise.all([
      read(client, token, 'symbol'),
      read(client, token, 'decimals'),
    ])
    return typeof symbol === 'string' && typeof decimals === 'number'
      ? { symbol: symbol.slice(0, 16), decimals }
      : null
  } catch {
    return null
  }
}
