import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Japanese: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro':
    '{account} が {network} で許可しているもの。使わなくなったものは取り消してください。',
  'permissions.loading': '権限を読み込んでいます…',
  'permissions.empty': '有効なものはありません: 使用許可、承認、委任、セッションはありません。',
  'permissions.failed': '権限を読み込めませんでした。',
  'permissions.retry': '再試行',
  'permissions.allowance': '{amount} {symbol} を使用可能',
  'permissions.unlimited': '無制限',
  'permissions.operator': 'あなたのすべての {collection} を移動可能',
  'permissions.delegation': 'アカウントはコントラクトに委任されています (EIP-7702)',
  'permissions.walletConnect': '{name} との WalletConnect セッション',
  'permissions.siwx': '{domain} にサインイン中',
  'permissions.grant': '{period}最大 {amount} {symbol} を送金可能',
  'permissions.grantDetail': 'セッションキー {session} 経由、{date} まで',
  'permissions.everyDay': { other: '{count} 日ごとに' },
  'permissions.everyHour': { other: '{count} 時間ごとに' },
  'permissions.everyMinute': { other: '{count} 分ごとに' },
  'permissions.everySecond': { other: '{count} 秒ごとに' },
  'permissions.to': '許可先: {name}',
  'permissions.unknownContract': '不明なコントラクトへの許可、{address}',
  'permissions.notContract': 'コントラクトではなくアカウントへの許可: {address}',
  'permissions.delegate': '委任先: {name}',
  'permissions.expires': '{date} まで',
  'permissions.revoke': '取り消す',
  'permissions.revokeLabel': '取り消す: {what}',
  'permissions.asking': 'ウォレットで確認してください…',
  'permissions.confirming': '取り消し中、ネットワークを待っています…',
  'permissions.notRevoked': '取り消せませんでした: {reason}',
  'permissions.delegationGrantsFirst':
    '先に付与した権限を取り消してください。委任を解除しても権限は終了しません。',
  'permissions.delegationElsewhere':
    'このウォレットはここから委任を取り消せません。ウォレット自体で取り消してください。',
}
