/** The EIP-5792 methods the modal answers for a wallet that does not implement them. */
export const WALLET_CALLS_METHODS: ReadonlySet<string> = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
])
