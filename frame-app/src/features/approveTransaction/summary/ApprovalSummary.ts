/** One labelled value of a typed-data message or domain; structs and arrays nest. */
export type SummaryField = { label: string; value?: string; children?: SummaryField[] }

/** A token amount: `symbol` and `amount` (in the token's decimals) when the token is known. */
export type TokenAmount = { token: string; raw: string; amount?: string; symbol?: string }

/** What a transaction's calldata does. */
export type CallAction =
  | { kind: 'none' }
  | { kind: 'deploy' }
  | { kind: 'erc20Transfer'; to: string; amount: TokenAmount }
  | { kind: 'erc20Approve'; spender: string; amount: TokenAmount; unlimited: boolean }
  | { kind: 'unknown'; data: string }

/** An EVM transaction (`eth_sendTransaction`, one call of `wallet_sendCalls`). */
export type TransactionSummary = {
  to: string | null
  /** The native value, formatted (`0.5 ETH`). */
  value: string
  action: CallAction
}

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
    }
  | {
      kind: 'transaction'
      transaction: TransactionSummary
      /** The network fee it would cost now, formatted (`0.000021 ETH`); null when unknown. */
      fee: string | null
    }
  | { kind: 'calls'; calls: TransactionSummary[] }
  | {
      kind: 'solanaTransaction'
      instructionCount: number
      transfers: SolanaTransfer[]
      send: boolean
    }
  | { kind: 'raw'; json: string }
