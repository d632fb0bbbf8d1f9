import type { DataApi } from '../../../api/createDataApi.ts'
import type { Purchase } from './watchPurchases.ts'

/** The account's on-ramp purchases on `chainId`, from its history (`onramp` parameter). */
export async function readPurchases(
  api: Pick<DataApi, 'getOnrampPurchases'>,
  address: string,
  chainId: number,
): Promise<Purchase[]> {
  const purchases = await api.getOnrampPurchases(address, `eip155:${chainId}`)
  return purchases.map((item) => ({
    id: item.id,
    hash: item.metadata.hash,
    status: item.metadata.status,
    quantity: item.transfers.find((t) => t.direction === 'in')?.quantity.numeric ?? '0',
  }))
}
