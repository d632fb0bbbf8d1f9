import { EVM_NATIVE_PLACEHOLDER } from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import type { DataApi } from '../../api/createDataApi.ts'
import { contractOf, type SendAsset } from './SendAsset.ts'
import type { SendAccount, SendPrices } from './SendServices.ts'

const FungiblesSchema = z.object({
  fungibles: z.array(z.object({ address: z.string(), price: z.number() })),
})

/** No fresh price: the preview keeps the balances' prices. */
export const NO_PRICES: SendPrices = { token: null, native: null }

/**
 * SPEC §7 `POST /v1/fungible/price` (`currency` usd, `addresses`, `projectId`): fresh USD prices
 * of the token sent and of the native coin that pays the fee, for Send's preview. Nulls where
 * the api has no price, and without a request off EVM or on a network it does not serve.
 */
export async function readSendPrices(
  api: DataApi,
  account: SendAccount,
  token: SendAsset,
): Promise<SendPrices> {
  if (account.namespace !== 'eip155' || !(await api.servesChain(account.caipNetworkId)))
    return NO_PRICES
  const native = `${account.caipNetworkId}:${EVM_NATIVE_PLACEHOLDER}`
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
