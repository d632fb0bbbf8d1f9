/**
 * A call a user asks for in the page: one that signs or sends (`eth_sign`,
 * `eth_signTransaction`, `eth_signTypedData_v3`...). When the embedded wallet refuses one
 * (5103) the modal says 'Action not allowed'; a library's own probe it refuses
 * (`wallet_requestPermissions` in wagmi's connect, `wallet_getPermissions`) stays the page's.
 * @example signsOrSends('eth_signTransaction') // true
 * @example signsOrSends('wallet_requestPermissions') // false
 */
export const signsOrSends = (method: string) => /^(eth|personal|wallet)_(sign|send)/.test(method)
