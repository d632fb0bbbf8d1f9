import type { RpcRequest } from '@porthole/shared-protocol'

/**
 * The seam ApproveTransaction plugs into (SPEC §5, SECURITY #15): the embedded connector
 * calls it before it forwards an unsafe method (`UNSAFE_METHODS`) to the vault. It resolves
 * to go on and rejects (4001 `UserRejectedRequestError`) to refuse. The frame passes its own
 * hook to `createEmbeddedConnector({ approve })`; this default asks nothing.
 */
export type ApproveRequest = (request: RpcRequest) => Promise<void>

export const approveWithoutPrompt: ApproveRequest = async () => undefined

/** SPEC §5: methods that sign or send on the user's behalf. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])
