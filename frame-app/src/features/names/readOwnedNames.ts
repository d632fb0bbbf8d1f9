import * as z from 'zod/mini'
import type { ApiClient } from '../../api/createApiClient.ts'

const NameRecordsSchema = z.array(z.object({ name: z.string() }))

/**
 * SPEC §7 `GET /v1/profile/reverse/{address}` with `sender` (the connected address asking) and
 * `apiVersion` 2: the full names registered to `address`, oldest first.
 */
export async function readOwnedNames(
  client: ApiClient,
  address: string,
  sender: string,
): Promise<string[]> {
  const records = await client.get(`/v1/profile/reverse/${encodeURIComponent(address)}`, {
    query: { sender, apiVersion: '2' },
    schema: NameRecordsSchema,
  })
  return records.map((record) => record.name)
}
