import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Simplified Chinese: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro': '{account} 在 {network} 上授予的权限。撤销你不再使用的权限。',
  'permissions.loading': '正在读取你的权限…',
  'permissions.empty': '没有有效的权限：没有额度、授权、委托或会话。',
  'permissions.failed': '无法读取你的权限。',
  'permissions.retry': '重试',
  'permissions.allowance': '可花费 {amount} {symbol}',
  'permissions.unlimited': '无限',
  'permissions.operator': '可转移你拥有的所有 {collection}',
  'permissions.delegation': '账户已委托给合约 (EIP-7702)',
  'permissions.walletConnect': '与 {name} 的 WalletConnect 会话',
  'permissions.siwx': '已登录 {domain}',
  'permissions.to': '授予 {name}',
  'permissions.unknownContract': '授予未知合约，{address}',
  'permissions.notContract': '授予一个账户，而非合约：{address}',
  'permissions.delegate': '委托对象：{name}',
  'permissions.expires': '直到 {date}',
  'permissions.revoke': '撤销',
  'permissions.revokeLabel': '撤销：{what}',
  'permissions.asking': '请在钱包中确认…',
  'permissions.confirming': '正在撤销，等待网络…',
  'permissions.notRevoked': '未撤销：{reason}',
  'permissions.delegationElsewhere': '此钱包无法在这里撤销委托：请在钱包本身中撤销。',
}
