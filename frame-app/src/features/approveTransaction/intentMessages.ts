/** ApproveTransaction's words for what a request allows or moves, and its warnings (SECURITY #27). */
export const intentMessages = {
  'approve.allowanceIncrease': 'Allowance increase',
  'approve.operatorApproval': 'Access to every item',
  'approve.operatorRevoke': 'Access withdrawn',
  'approve.operator': 'Operator',
  'approve.collection': 'Collection',
  'approve.unknownContract': 'Unknown contract',
  'approve.signedApproval': 'Signed approval',
  'approve.signedTransfer': 'Signed transfer',
  'approve.anyRecipient': 'Any address the spender picks',
  'approve.expires': 'Allowance expires',
  'approve.validUntil': 'Signature valid until',
  'approve.never': 'Never',
  'approve.title.allowance': 'Allow token spending',
  'approve.title.allowanceRevoke': 'Remove a token allowance',
  'approve.title.signedTransfer': 'Authorize a token transfer',
  'approve.title.operator': 'Allow access to a collection',
  'approve.title.operatorRevoke': 'Withdraw access to a collection',
  'approve.title.tokenTransfer': 'Send tokens',
  'approve.messageDetails': 'Message as signed',
  'approve.title.permission': 'Allow recurring token payments',
  'approve.title.permissionRevoke': 'End a permission',
  'approve.permissionRule':
    '{session} may send up to {amount} from this account {period}, to any address, until {expiry}. Contract {contract} checks every payment against this rule.',
  'approve.permissionAmount': 'Amount',
  'approve.permissionEvery': '{amount} {period}',
  'approve.permissionUntil': 'Until',
  'approve.permissionSession': 'Used by',
  'approve.permissionContract': 'Checked by',
  'approve.permissionReason': 'Reason given',
  'approve.permissionRevokeRule':
    'The permission {context} ends: its key can no longer spend from this account.',
  'approve.permissionId': 'Permission',
  'approve.warnEoaSpender':
    '{spender} is a plain account, not a contract: whoever holds its key could take your {symbol}.',
  'approve.warnEoaOperator':
    '{operator} is a plain account, not a contract: whoever holds its key could take every item of {collection}.',
  'approve.warnContract':
    'This message claims to be a Permit2 permission, but it is for contract {contract}, not Permit2.',
  'approve.warnTokenName':
    'This message names the token {claimed}, but contract {contract} is {actual}.',
  'approve.warnHex':
    'This message is not readable text: it could authorize anything. Sign it only if you trust {origin}.',
  'approve.warnNoVerifier':
    'This message is for contract {contract}, which does not exist on this network: it is meant for another network or for nothing.',
  'approve.warnLookalike':
    '{recipient} looks like {known}, an address you sent to before, but it is a different address.',
} as const
export type IntentMessageKey = keyof typeof intentMessages
