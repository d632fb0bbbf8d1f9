import type { ChainClient } from '../../../chains/ChainClient.ts'
import type { AddressKind } from './ApprovalSummary.ts'

/** EIP-7702's delegation designator: an account whose code is only this is still a key's. */
export const DELEGATION_PREFIX = '0xef0100'

/**
 * Whether `address` is a contract on the chain (`eth_getCode`): no code, or only an EIP-7702
 * delegation, is an account a key holds (`eoa`); a chain that does not answer is `unknown`.
 * @example await readAddressKind(client, '0x7099…79C8') // 'eoa'
 */
export async function readAddressKind(client: ChainClient, address: string): Promise<AddressKind> {
  try {
    const code = await client.request({ method: 'eth_getCode', params: [address, 'latest'] })
    if (typeof code !== 'string') return 'unknown'
    const lower = code.toLowerCase()
    if (lower === '0x' || lower === '') return 'eoa'
    return lower.startsWith(DELEGATION_PREFIX) && lower.length === 48 ? 'eoa' : 'contract'
  } catch {
    return 'unknown'
  }
}
