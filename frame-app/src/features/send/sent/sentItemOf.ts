import type { HistoryItem } from '@porthole/shared-protocol/dataApi'
import { formatUnits } from 'viem'
import { decimalsOf } from '../SendAsset.ts'
import type { TransferRequest } from '../SendServices.ts'

/**
 * A transfer the wallet just sent, as an Activity item (SPEC §3 history fields): pending, sent
 * at `at`, out of the account. The nonce is not known to the frame (0).
 */
export function sentItemOf(request: TransferRequest, hash: string, at: Date): HistoryItem {
  const { account, token } = request
  return {
    id: hash,
    metadata: {
      operationType: 'send',
      hash,
      minedAt: at.toISOString(),
      sentFrom: account.address,
      sentTo: request.to,
      status: 'pending',
      nonce: 0,
      chain: account.caipNetworkId,
    },
    transfers: [
      {
        fungible_info: { name: token.name, symbol: token.symbol, icon: { url: token.iconUrl } },
        direction: 'out',
        quantity: { numeric: formatUnits(request.amount, decimalsOf(token)) },
      },
    ],
  }
}
