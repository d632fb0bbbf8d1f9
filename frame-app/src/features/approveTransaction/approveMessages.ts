import type { IntentMessageKey } from './intentMessages.ts'
import type { SimulationMessageKey } from './simulationMessages.ts'

/** ApproveTransaction's strings, loaded with its chunk (not with the first paint). */
export const approveMessages = {
  'approve.requestFrom': 'Request from',
  'approve.account': 'Account',
  'approve.network': 'Network',
  'approve.method.personal_sign': 'Sign message',
  'approve.method.eth_signTypedData_v4': 'Sign typed data',
  'approve.method.eth_sendTransaction': 'Send transaction',
  'approve.method.wallet_sendCalls': { one: 'Send {count} call', other: 'Send {count} calls' },
  'approve.method.wallet_grantPermissions': 'Grant permissions',
  'approve.method.wallet_revokePermissions': 'Revoke permissions',
  'approve.method.eth_sendUserOperation': 'Send user operation',
  'approve.method.solana:signMessage': 'Sign message',
  'approve.method.signMessage': 'Sign message',
  'approve.method.solana:signTransaction': 'Sign transaction',
  'approve.method.solana:signAndSendTransaction': 'Send transaction',
  'approve.method.other': 'Approve {method}',
  'approve.message': 'Message',
  'approve.messageHex': 'Message (hex: not readable text)',
  'approve.domain': 'Domain',
  'approve.primaryType': 'Type',
  'approve.verifyingContract': 'Verifying contract',
  'approve.chain': 'Chain',
  'approve.recipient': 'Recipient',
  'approve.contract': 'Contract',
  'approve.tokenContract': 'Token contract',
  'approve.networkFee': 'Network fee',
  'approve.feeUnknown': 'Could not be estimated',
  'approve.copyAddress': 'Copy address {address}',
  'approve.token': 'Token',
  'approve.amount': 'Amount',
  'approve.spender': 'Spender',
  'approve.data': 'Data',
  'approve.call': 'Call {index}',
  'approve.deploy': 'Deploys a contract',
  'approve.transfer': 'Token transfer',
  'approve.approval': 'Token approval',
  'approve.unlimited': 'Unlimited',
  'approve.rawUnits': '{amount} (smallest units, unknown token)',
  'approve.instructions': 'Instructions',
  'approve.solTransfer': 'SOL transfer',
  'approve.params': 'Request',
  'approve.decoding': 'Reading the request…',
  'approve.warnUnlimited':
    'Unlimited approval: {spender} can move all your {symbol}, now and later.',
  'approve.warnUnknownData':
    'This transaction calls a contract with data that could not be decoded. Approve only if you trust {origin}.',
  'approve.warnChain': 'This message is for chain {chainId}, not the network you are on.',
  'approve.warnRaw': 'This request could not be decoded; it is shown as it was sent.',
  'approve.approve': 'Approve',
  'approve.reject': 'Reject',
} as const
/** The keys of the `approve` catalog part. */
export type ApproveCatalogKey = keyof typeof approveMessages
/** Every key ApproveTransaction translates: its own part, `approveIntent` and `approveSimulation`. */
export type ApproveMessageKey = ApproveCatalogKey | IntentMessageKey | SimulationMessageKey
