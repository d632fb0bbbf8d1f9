import type { SiwxSession } from '@porthole/shared-protocol'
import type { ApprovalSpender } from '@porthole/shared-protocol/dataApi'

/** A token contract a permission is on, with what the indexer knows of it. */
export type PermissionToken = {
  address: string
  name: string
  symbol: string
  decimals: number | null
}

/**
 * One standing permission of the connected accounts, as the Permissions view lists it. Each
 * `kind` has its reader and its revoke in `kinds/` (`permissionKinds.ts` lists them): a new
 * kind, such as ERC-7715 grants (`'grant'`), is one member here and one entry there.
 */
export type Permission =
  /** An ERC-20 allowance; revoked with `approve(spender, 0)`. */
  | {
      kind: 'allowance'
      id: string
      account: string
      token: PermissionToken
      spender: ApprovalSpender
      amount: bigint
    }
  /** An NFT operator approval; revoked with `setApprovalForAll(operator, false)`. */
  | {
      kind: 'operator'
      id: string
      account: string
      token: PermissionToken
      spender: ApprovalSpender
    }
  /**
   * The account's EIP-7702 delegation (code `0xef0100 || delegate`). The embedded wallet
   * removes it (an authorization to the zero address its vault signs for this one call,
   * decision 0012); for another wallet the row says the wallet must do it (decision 0275).
   */
  | { kind: 'delegation'; id: string; account: string; delegate: string; removable: boolean }
  /**
   * An ERC-7715 execution permission the embedded smart account granted (decision 0277):
   * `session` may send up to `periodAmount` of `token` every `period` seconds until `expiry`
   * (unix seconds); revoked with `wallet_revokeExecutionPermission { permissionContext }`.
   */
  | {
      kind: 'grant'
      id: string
      account: string
      context: string
      session: string
      token: PermissionToken
      periodAmount: bigint
      period: number
      expiry: number
    }
  /** A WalletConnect session of the frame; revoked by disconnecting it. */
  | { kind: 'walletConnect'; id: string; connectorId: string; name: string }
  /** A sign-in (SIWX) session the api keeps; revoked by signing out of it. */
  | { kind: 'siwx'; id: string; session: SiwxSession }

export type PermissionKind = Permission['kind']

/** Where a revoke stands: the wallet is asked, or the transaction is on its way to a block. */
export type RevokeStep = 'asking' | 'confirming'
