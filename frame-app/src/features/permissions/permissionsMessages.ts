/** The Permissions view's strings, loaded with its chunk (not with the first paint). */
export const permissionsMessages = {
  'permissions.intro': 'What {account} has allowed on {network}. Revoke what you no longer use.',
  'permissions.loading': 'Reading your permissions…',
  'permissions.empty': 'Nothing stands: no allowance, approval, delegation or session.',
  'permissions.failed': 'Your permissions could not be read.',
  'permissions.retry': 'Try again',
  'permissions.allowance': 'Can spend {amount} {symbol}',
  'permissions.unlimited': 'unlimited',
  'permissions.operator': 'Can move every {collection} you own',
  'permissions.delegation': 'Account delegated to a contract (EIP-7702)',
  'permissions.walletConnect': 'WalletConnect session with {name}',
  'permissions.siwx': 'Signed in to {domain}',
  'permissions.grant': 'Can send up to {amount} {symbol} {period}',
  'permissions.grantDetail': 'Through session key {session}, until {date}',
  'permissions.to': 'Given to {name}',
  'permissions.unknownContract': 'Given to an unknown contract, {address}',
  'permissions.notContract': 'Given to an account, not a contract: {address}',
  'permissions.delegate': 'Delegate: {name}',
  'permissions.expires': 'Until {date}',
  'permissions.revoke': 'Revoke',
  'permissions.revokeLabel': 'Revoke: {what}',
  'permissions.asking': 'Confirm in your wallet…',
  'permissions.confirming': 'Revoking, waiting for the network…',
  'permissions.notRevoked': 'Not revoked: {reason}',
  'permissions.delegationGrantsFirst':
    'Revoke the permissions it granted first: removing the delegation does not end them.',
  'permissions.delegationElsewhere':
    'This wallet cannot revoke a delegation from here: revoke it in the wallet itself.',
} as const
export type PermissionsMessageKey = keyof typeof permissionsMessages
