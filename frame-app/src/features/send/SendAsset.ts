import type { TokenBalance } from '@porthole/shared-protocol/dataApi'

/** A token the account can send: the native coin (no address) or a token contract. */
export type SendAsset = TokenBalance

/** The asset's decimals as a number (the Data API sends them as text). */
export const decimalsOf = (asset: SendAsset) => Number(asset.quantity.decimals)

/** The same asset in two lists: the contract address, or none for the native coin. */
export const sameAsset = (a: SendAsset, b: SendAsset) =>
  (a.address ?? '').toLowerCase() === (b.address ?? '').toLowerCase()

/**
 * The token's contract (EVM) or mint (Solana): the Data API names it as a CAIP-10 id
 * (`eip155:1:0xA0b8…`); a bare address is taken as it is. Undefined for the native coin.
 */
export const contractOf = (asset: SendAsset) => asset.address?.split(':').at(-1)
