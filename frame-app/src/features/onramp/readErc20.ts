import type { ChainClient } from '../../chains/ChainClient.ts'

const BALANCE_OF = '0x70a08231'
const DECIMALS = '0x313ce567'

const call = async (client: ChainClient, to: string, data: string) => {
  const result = await client.request({ method: 'eth_call', params: [{ to, data }, 'latest'] })
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]*$/.test(result) || result.length < 3)
    throw new Error(`Unexpected eth_call result from ${to}`)
  return BigInt(result)
}

/**
 * An ERC-20 balance and its decimals, read with two `eth_call`s (no ABI library in this chunk).
 * @example await readErc20(client, '0x5FbD…0aa3', '0xf39F…2266') // { balance: 10n ** 24n, decimals: 18 }
 */
export async function readErc20(
  client: ChainClient,
  token: string,
  owner: string,
): Promise<{ balance: bigint; decimals: number }> {
  const account = owner.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  const [balance, decimals] = await Promise.all([
    call(client, token, `${BALANCE_OF}${account}`),
    call(client, token, DECIMALS),
  ])
  return { balance, decimals: Number(decimals) }
}
