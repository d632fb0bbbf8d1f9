import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Traditional Chinese: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro': '{account} 在 {network} 上授予的權限。撤銷你不再使用的權限。',
  'permissions.loading': '正在讀取你的權限…',
  'permissions.empty': '沒有有效的權限：沒有額度、授權、委託或工作階段。',
  'permissions.failed': '無法讀取你的權限。',
  'permissions.retry': '重試',
  'permissions.allowance': '可花費 {amount} {symbol}',
  'permissions.unlimited': '無限',
  'permissions.operator': '可轉移你擁有的所有 {collection}',
  'permissions.delegation': '帳戶已委託給合約 (EIP-7702)',
  'permissions.walletConnect': '與 {name} 的 WalletConnect 工作階段',
  'permissions.siwx': '已登入 {domain}',
  'permissions.to': '授予 {name}',
  'permissions.unknownContract': '授予未知合約，{address}',
  'permissions.notContract': '授予一個帳戶，而非合約：{address}',
  'permissions.delegate': '委託對象：{name}',
  'permissions.expires': '直到 {date}',
  'permissions.revoke': '撤銷',
  'permissions.revokeLabel': '撤銷：{what}',
  'permissions.asking': '請在錢包中確認…',
  'permissions.confirming': '正在撤銷，等待網路…',
  'permissions.notRevoked': '未撤銷：{reason}',
  'permissions.delegationElsewhere': '此錢包無法在這裡撤銷委託：請在錢包本身中撤銷。',
}
