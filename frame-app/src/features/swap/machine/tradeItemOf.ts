import type { HistoryItem } from '@porthole/shared-protocol/dataApi'
import { formatUnits } from 'viem'
import type { SwapContext } from './SwapContext.ts'

/**
 * The swap just sent, as an Activity item (SPEC §3 history fields, operation `trade`): pending,
 * from the account to the router, the quote's amounts out and in. The nonce is not known to the
 * frame (0).
 * @example tradeItemOf(context, '0xab…', new Date()) // { id: '0xab…', metadata: { operationType: 'trade', … }, transfers: [out, in] }
 */
export function tradeItemOf(
  context: Pick<SwapContext, 'tokens' | 'account' | 'tx' | 'from' | 'to' | 'quote'>,
  hash: string,
  at: Date,
): HistoryItem {
  const transfer = (address: string, units: string, direction: 'in' | 'out') => {
    const token = context.tokens.find((t) => t.address === address)
    return {
      fungible_info: {
        name: token?.name ?? '',
        symbol: token?.symbol ?? '',
        icon: { url: token?.logoUri ?? '' },
      },
      direction,
      quantity: { numeric: formatUnits(BigInt(units), token?.decimals ?? 18) },
    }
  }
  return {
    id: hash,
    metadata: {
      operationType: 'trade',
      hash,
      minedAt: at.toISOString(),
      sentFrom: context.account?.address ?? '',
      sentTo: context.tx?.to ?? '',
      status: 'pending',
      nonce: 0,
      chain: context.account?.caipNetworkId ?? '',
    },
    transfers: [
      transfer(context.from, context.quote?.fromAmount ?? '0', 'out'),
      transfer(context.to, context.quote?.toAmount ?? '0', 'in'),
    ],
  }
}
