import type { CaipNetworkId } from '@porthole/shared-protocol'

/**
 * The EIP-4361 message for the verified host origin (its host is the domain, the origin the
 * uri), built with viem's `createSiweMessage`, loaded only when someone signs in.
 */
export async function buildSiweMessage(input: {
  address: string
  caipNetworkId: CaipNetworkId
  origin: string
  nonce: string
  statement: string | undefined
  issuedAt: Date
  expirationTime: Date
}): Promise<string> {
  const { createSiweMessage } = await import('viem/siwe')
  const chainId = Number(input.caipNetworkId.split(':')[1])
  return createSiweMessage({
    address: input.address as `0x${string}`,
    chainId,
    domain: new URL(input.origin).host,
    uri: input.origin,
    nonce: input.nonce,
    version: '1',
    issuedAt: input.issuedAt,
    expirationTime: input.expirationTime,
    ...(input.statement ? { statement: input.statement } : {}),
  })
}
