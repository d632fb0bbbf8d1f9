/**
 * SPEC §9: the swap slippage tolerance, one constant for the api and the frame: the least a
 * swap may give is its quoted amount less this percent. The Swap view lets the user change it.
 */
export const DEFAULT_SWAP_SLIPPAGE_PERCENT = 0.5
