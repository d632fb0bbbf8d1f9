import type { AddressKind } from './ApprovalSummary.ts'

/** An ERC-20 as read from its contract: symbol, decimals and, when it answers, its supply. */
export type TokenInfo = { symbol: string; decimals: number; totalSupply?: bigint }

/** A token the decoder could read, or null when it is not an ERC-20. */
export type ReadToken = (address: string) => Promise<TokenInfo | null>

/**
 * What the decoders read from the request's chain (never from the request): token facts,
 * contract names, whether an address has code; and the addresses the account sent to before.
 * The optional reads answer "unknown" when absent.
 */
export type ChainReads = {
  readToken: ReadToken
  /** A contract's `name()` (ERC-20, ERC-721, ERC-1155 collections); null when it has none. */
  readName?: (address: string) => Promise<string | null>
  /** Whether `address` has code on the chain (`eth_getCode`). */
  readAddressKind?: (address: string) => Promise<AddressKind>
  /** The code at `address` (`eth_getCode`): `0x` when there is none; null when unread. */
  readCode?: (address: string) => Promise<string | null>
  /** Addresses the account sent coins or tokens to, as the frame has them at hand. */
  pastRecipients?: () => readonly string[]
}
