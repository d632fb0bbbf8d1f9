import type { Network } from '@porthole/shared-protocol'
import { getBase64Encoder } from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { formatUnits } from 'viem'
import * as z from 'zod/mini'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import { truncateAddress } from '../../account/chunk.ts'
import type { SendAsset } from '../SendAsset.ts'

const SOL_DECIMALS = 9
// [data, 'base64'] as the cluster answers it.
const Base64Account = z.object({ data: z.array(z.string()).check(z.minLength(1)) })
const TokenAccounts = z.object({
  value: z.array(z.object({ pubkey: z.string(), account: Base64Account })),
})
const MintInfo = z.object({ value: z.nullable(Base64Account) })

const bytesOf = (account: z.infer<typeof Base64Account>) =>
  getBase64Encoder().encode(account.data[0] ?? '')

/**
 * What a Solana account can send, read from the cluster (the Data API serves EVM balances
 * only): SOL, and each SPL token it holds with the mint's decimals. The chain names no symbol
 * for a mint, so a token is shown by its mint address; no price is known (no USD value).
 */
export async function loadSolanaBalances(
  client: ChainClient,
  network: Network,
  owner: string,
): Promise<SendAsset[]> {
  const [lamports, accounts] = await Promise.all([
    client.getBalance(owner),
    client.request({
      method: 'getTokenAccountsByOwner',
      params: [owner, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' }],
    }),
  ])
  const held = new Map<string, bigint>()
  for (const { account } of TokenAccounts.parse(accounts).value) {
    const token = getTokenDecoder().decode(bytesOf(account))
    held.set(token.mint, (held.get(token.mint) ?? 0n) + token.amount)
  }
  const tokens = await Promise.all(
    [...held].map(async ([mint, amount]): Promise<SendAsset | null> => {
      const info = MintInfo.parse(
        await client.request({ method: 'getAccountInfo', params: [mint, { encoding: 'base64' }] }),
      )
      if (!info.value) return null
      const { decimals } = getMintDecoder().decode(bytesOf(info.value))
      // SPEC §5: tokens with zero decimals are left out as low quality.
      if (decimals === 0) return null
      return {
        name: mint,
        symbol: truncateAddress(mint),
        chainId: network.caipNetworkId,
        address: `${network.caipNetworkId}:${mint}`,
        price: 0,
        quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) },
        iconUrl: '',
      }
    }),
  )
  const sol: SendAsset = {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(SOL_DECIMALS), numeric: formatUnits(lamports, SOL_DECIMALS) },
    iconUrl: network.imageUrl ?? '',
  }
  return [sol, ...tokens.filter((token): token is SendAsset => token !== null)]
}
