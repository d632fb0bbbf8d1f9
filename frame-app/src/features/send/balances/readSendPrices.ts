import { NATIVE_PLACEHOLDERS } from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import type { DataApi } from '../../../api/createDataApi.ts'
import { contractOf, type SendAsset } from '../SendAsset.ts'
import type { SendAccount, SendPrices } from '../SendServices.ts'

const FungiblesSchema = z.object({
  fungibles: z.array(z.object({ address: z.string(), price: z.number() })),
})

/** No fresh price: the preview keeps the balances' prices. */
export const NO_PRICES: SendPrices = { token: null, native: null }

/**
 * SPEC §7 `POST /v1/fungible/price` (`currency` usd, `addresses`, `projectId`): fresh USD prices
 * of the token sent and of the native coin that pays the fee, for Send's preview, the coin
 * named by its namespace's placeholder (SPEC §9: ETH's on EVM, SOL's on Solana). Nulls where
 * the api has no price, and without a request on a network it does not serve.
 */
export async function readSendPrices(
  api: DataApi,
  account: SendAccount,
  token: SendAsset,
): Promise<SendPrices> {
  const placeholder = account.namespace === 'bip122' ? null : NATIVE_PLACEHOLDERS[account.namespace]
  if (!placeholder || !(await api.servesChain(account.caipNetworkId))) return NO_PRICES
  const native = `${account.caipNetworkId}:${placeholder}`
  const contract = contractOf(token)
  const sent = contract ? `${account.caipNetworkId}:${contract}` : native
  const answer = await api.client.post('/v1/fungible/price', {
    body: {
      currency: 'usd',
      addresses: sent === native ? [native] : [sent, native],
      projectId: api.client.projectId,
    },
    schema: FungiblesSchema,
  })
  const priceOf = (id: string) =>
    answer?.fungibles.find((item) => item.address.toLowerCase() === id.toLowerCase())?.price ?? null
  return { token: priceOf(sent), native: priceOf(native) }
}
