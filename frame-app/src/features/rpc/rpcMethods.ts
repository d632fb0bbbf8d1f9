import { NODE_READ_METHODS } from '@porthole/shared-protocol'

/**
 * Read-only methods (SPEC §5 "safe": queries and raw-transaction send) answered from the
 * frame's own chain client for the active network, without the wallet: what any node of the
 * chain answers alike (`eth_chainId` is the connection's, answered before these).
 */
export const READ_ONLY_METHODS: ReadonlySet<string> = new Set(NODE_READ_METHODS)

/** Methods only the connected wallet can answer (signing, sending, wallet capabilities). */
export const WALLET_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getPermissions',
  'wallet_grantPermissions',
  'wallet_requestPermissions',
  'wallet_revokePermissions',
  'wallet_sendCalls',
  'wallet_showCallsStatus',
  'wallet_watchAsset',
])

/** Wallet Standard Solana features the host's Porthole wallet asks the connected Solana wallet for. */
export const SOLANA_METHODS: ReadonlySet<string> = new Set([
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
])

/**
 * Methods an external wallet answers in its own prompt, which sign or send: while it is open
 * the modal shows what the request does (decision 0017). ERC-7715 grants included.
 */
export const PROMPTED_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
])
