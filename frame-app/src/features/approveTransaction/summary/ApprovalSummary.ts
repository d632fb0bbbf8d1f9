import type { SimulationOutcome } from './simulation/SimulationOutcome.ts'

/** One labelled value of a typed-data message or domain; structs and arrays nest. */
export type SummaryField = { label: string; value?: string; children?: SummaryField[] }

/** A token amount: `symbol` and `amount` (in the token's decimals) when the token is known. */
export type TokenAmount = { token: string; raw: string; amount?: string; symbol?: string }

/**
 * What an address is on the chain: a contract (it has code), an account a key holds (no code,
 * or only an EIP-7702 delegation), or unknown (the chain could not be read).
 */
export type AddressKind = 'contract' | 'eoa' | 'unknown'

/** A recipient that looks like (same first and last 4 hex digits) an address sent to before. */
export type Lookalike = { recipient: string; resembles: string }

/** An allowance a request grants: unlimited when it is ≥ 2^128 or more than the token's supply. */
export type Allowance = { amount: TokenAmount; unlimited: boolean }

/** What a transaction's calldata does. */
export type CallAction =
  | { kind: 'none' }
  | { kind: 'deploy' }
  | { kind: 'erc20Transfer'; to: string; amount: TokenAmount }
  | {
      kind: 'erc20Approve'
      method: 'approve' | 'increaseAllowance'
      spender: string
      spenderKind: AddressKind
      amount: TokenAmount
      unlimited: boolean
    }
  | {
      /** `setApprovalForAll` (ERC-721, ERC-1155): `operator` may move every item, or no longer. */
      kind: 'operatorApproval'
      operator: string
      operatorKind: AddressKind
      approved: boolean
      collection: string
      /** The collection's `name()`; null when the contract does not answer (unknown). */
      collectionName: string | null
    }
  | {
      /** A Uniswap V2 or V3 router swap: `sell` exactly and `buy` at least (`exact: 'in'`), or the reverse. */
      kind: 'swap'
      router: string
      exact: 'in' | 'out'
      sell: TokenAmount
      buy: TokenAmount
      recipient: string
      /** Whether what it buys goes to the request's own account; null when unknown. */
      toSelf: boolean | null
      /** Unix seconds, as signed; null when the call carries none (a SwapRouter02 swap alone). */
      deadline: string | null
    }
  | { kind: 'unknown'; data: string }

/**
 * An EIP-7702 authorization a type-4 transaction carries: `delegate` would run as the account
 * on chain `chainId` (0: every chain); `allowed` when the operator lets accounts delegate to it;
 * `current` is the contract the account delegates to now (null: none, or unread).
 */
export type Delegation = {
  delegate: string
  chainId: number
  allowed: boolean
  current: string | null
}

/** An EVM transaction (`eth_sendTransaction`, one call of `wallet_sendCalls`). */
export type TransactionSummary = {
  to: string | null
  /** The native value, formatted (`0.5 ETH`). */
  value: string
  action: CallAction
  /** The coin or token recipient looks like an address of the account's activity. */
  lookalike?: Lookalike
  /** The EIP-7702 authorizations of a type-4 transaction (`authorizationList`). */
  delegations?: Delegation[]
}

/**
 * What a typed message allows or moves, when it is one of the token permissions a signature
 * alone grants. Times are unix seconds (decimal text), as signed.
 */
export type TypedIntent =
  | {
      /** EIP-2612 `Permit`: `spender` may spend the token (the domain's contract) until revoked. */
      kind: 'permit'
      spender: string
      spenderKind: AddressKind
      allowance: Allowance
      deadline: string
    }
  | {
      /** Permit2 `PermitSingle` / `PermitBatch`: allowances held by Permit2, each with an expiry. */
      kind: 'permit2Allowance'
      spender: string
      spenderKind: AddressKind
      allowances: (Allowance & { expiration: string })[]
      deadline: string
    }
  | {
      /** Permit2 `PermitTransferFrom` / `PermitBatchTransferFrom`: one transfer `spender` makes. */
      kind: 'permit2Transfer'
      spender: string
      spenderKind: AddressKind
      transfers: Allowance[]
      deadline: string
    }
  | {
      /** EIP-3009 `TransferWithAuthorization` / `ReceiveWithAuthorization`: tokens to `to`. */
      kind: 'transferAuthorization'
      receive: boolean
      to: string
      amount: TokenAmount
      validBefore: string
      lookalike?: Lookalike
    }

/** The domain does not belong to what the message claims to be. */
export type DomainMismatch =
  | { kind: 'contract'; contract: string; expected: string }
  | { kind: 'name'; contract: string; claimed: string; actual: string }

/**
 * A transfer in a Solana transaction: SOL (`amount` with its unit), or an SPL token of `mint`
 * (`amount` in the mint's decimals). `to` is the receiving wallet, or the token account when
 * the transaction does not show whose it is.
 */
export type SolanaTransfer = { to: string; amount: string; mint?: string }

/**
 * What ApproveTransaction shows for one request, decoded from its params. Anything the decoder
 * cannot read becomes `raw` (the params as JSON), never a guess.
 */
export type ApprovalSummary =
  | { kind: 'message'; text: string; encoding: 'utf8' | 'hex' }
  | {
      kind: 'typedData'
      primaryType: string
      domain: SummaryField[]
      message: SummaryField[]
      verifyingContract: string | null
      chainId: number | null
      /** The domain names another chain than the active network. */
      chainMismatch: boolean
      /** The domain's `verifyingContract` has no code on the active network (`verifierMissing`). */
      verifierMissing: boolean
      /** What the message allows or moves, when it is a known token permission. */
      intent: TypedIntent | null
      domainMismatch: DomainMismatch | null
    }
  | {
      kind: 'transaction'
      transaction: TransactionSummary
      /** The network fee it would cost now, formatted (`0.000021 ETH`); null when unknown. */
      fee: string | null
      /** What it would move if sent now; absent where the frame has no api to ask. */
      simulation?: SimulationOutcome
    }
  | { kind: 'calls'; calls: TransactionSummary[]; simulation?: SimulationOutcome }
  | {
      kind: 'solanaTransaction'
      instructionCount: number
      transfers: SolanaTransfer[]
      send: boolean
    }
  | {
      /**
       * An ERC-7715 permission (decision 0277): `session` may make the account pay up to
       * `amount` of the token in each `period` (seconds) until `expiry` (unix seconds, decimal
       * text), each payment checked by `contract`.
       */
      kind: 'permission'
      amount: TokenAmount
      period: number
      expiry: string
      session: string
      contract: string
      justification: string | null
    }
  | {
      /** The revoke of the ERC-7715 permission `context` that `contract` enforces. */
      kind: 'permissionRevoke'
      context: string
      contract: string
    }
  | {
      /**
       * The embedded wallet's removal of its own EIP-7702 delegation to `delegate` on chain
       * `chainId` (decision 0012): an authorization to the zero address.
       */
      kind: 'delegationRemoval'
      delegate: string
      chainId: number
    }
  | { kind: 'raw'; json: string }
