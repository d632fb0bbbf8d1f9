import type { ChainClient } from '../../../chains/ChainClient.ts'
import type { ChainReads } from './ChainReads.ts'
import { readAddressKind } from './readAddressKind.ts'
import { readErc20, readTokenInfo } from './readTokenInfo.ts'

/**
 * The decoders' reads over one chain's client (`eth_call`, `eth_getCode`), so every fact the
 * user reads comes from the chain the request is for.
 */
export function createChainReads(
  client: () => Promise<ChainClient>,
  pastRecipients: () => readonly string[] = () => [],
): ChainReads {
  return {
    readToken: async (token) => readTokenInfo(await client(), token),
    readName: async (address) => {
      const name = await readErc20(await client(), address, 'name').catch(() => null)
      return typeof name === 'string' && name ? name.slice(0, 64) : null
    },
    readAddressKind: async (address) => readAddressKind(await client(), address),
    readCode: async (address) => {
      const code = await (await client())
        .request({ method: 'eth_getCode', params: [address, 'latest'] })
        .catch(() => null)
      return typeof code === 'string' ? code.toLowerCase() : null
    },
    pastRecipients,
  }
}
