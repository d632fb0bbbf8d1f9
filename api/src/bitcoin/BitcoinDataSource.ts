/** Satoshis confirmed, and what the mempool adds or takes (negative while a spend waits). */
export type BitcoinBalance = { confirmed: bigint; unconfirmed: bigint }

/** An output the address can spend; 0 confirmations while in the mempool. */
export type BitcoinUtxo = { txid: string; vout: number; value: bigint; confirmations: number }

/** A transaction touching the address: what it paid the address and what it spent of it. */
export type BitcoinHistoryItem = {
  txid: string
  confirmations: number
  /** Block time in seconds; null while in the mempool. */
  time: number | null
  fee: bigint
  received: bigint
  sent: bigint
  /** The other side: the first address paid that is not this one (a send), else the first
   * address spent from that is not this one (a receive); null when there is none. */
  counterparty: string | null
}

export type BitcoinHistoryPage = {
  items: BitcoinHistoryItem[]
  /** The last txid of this page, to ask for the next confirmed ones; absent at the end. */
  next?: string
}

/** Fee rates in sat/vB: about a day, about an hour (6 blocks), the next block. */
export type BitcoinFeeRates = { slow: number; normal: number; fast: number }

/**
 * Where the api reads a Bitcoin network and sends its transactions. Production speaks Esplora
 * (`createEsploraSource`); every failure to reach it is a `ChainUnavailableError` (502), a
 * transaction the network refuses a `TransactionRejectedError` (400).
 */
export type BitcoinDataSource = {
  balance(address: string): Promise<BitcoinBalance>
  utxos(address: string): Promise<BitcoinUtxo[]>
  /** Newest first, mempool first; `after` (a page's `next`) continues with older ones. */
  history(address: string, after?: string): Promise<BitcoinHistoryPage>
  feeRates(): Promise<BitcoinFeeRates>
  /** Sends a signed raw transaction (hex); resolves its txid. */
  broadcast(hex: string): Promise<string>
}
