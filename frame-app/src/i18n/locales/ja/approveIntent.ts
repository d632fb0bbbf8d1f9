import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Japanese: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': '承認額の増加',
  'approve.operatorApproval': 'すべてのアイテムへのアクセス',
  'approve.operatorRevoke': 'アクセスの取り消し',
  'approve.operator': 'オペレーター',
  'approve.collection': 'コレクション',
  'approve.unknownContract': '不明なコントラクト',
  'approve.signedApproval': '署名による承認',
  'approve.signedTransfer': '署名による送金',
  'approve.anyRecipient': '使用者が選ぶ任意のアドレス',
  'approve.expires': '承認の期限',
  'approve.validUntil': '署名の有効期限',
  'approve.never': 'なし',
  'approve.title.allowance': 'トークンの使用を許可',
  'approve.title.allowanceRevoke': 'トークンの承認を取り消す',
  'approve.title.signedTransfer': 'トークン送金を承認',
  'approve.title.operator': 'コレクションへのアクセスを許可',
  'approve.title.operatorRevoke': 'コレクションへのアクセスを取り消す',
  'approve.title.tokenTransfer': 'トークンを送信',
  'approve.messageDetails': '署名されるメッセージ',
  'approve.warnEoaSpender':
    '{spender} はコントラクトではなく通常のアカウントです。その鍵を持つ人があなたの {symbol} を持ち去れます。',
  'approve.warnEoaOperator':
    '{operator} はコントラクトではなく通常のアカウントです。その鍵を持つ人が {collection} のすべてのアイテムを持ち去れます。',
  'approve.warnContract':
    'このメッセージは Permit2 の許可を名乗っていますが、Permit2 ではなくコントラクト {contract} 向けです。',
  'approve.warnTokenName':
    'このメッセージはトークンを {claimed} としていますが、コントラクト {contract} は {actual} です。',
  'approve.warnHex':
    'このメッセージは読めるテキストではなく、何でも許可できる可能性があります。{origin} を信頼できる場合のみ署名してください。',
  'approve.warnNoVerifier':
    'このメッセージはコントラクト {contract} 宛てですが、このネットワークには存在しません。別のネットワーク向けか、何の意味もないメッセージです。',
  'approve.warnLookalike':
    '{recipient} は以前に送金した {known} に似ていますが、別のアドレスです。',
  'approve.title.permission': '定期的なトークン支払いを許可',
  'approve.title.permissionRevoke': '権限を終了',
  'approve.permissionRule':
    '{session} はこのアカウントから {period} 最大 {amount} を {expiry} まで任意のアドレスへ送れます。コントラクト {contract} がすべての支払いをこのルールで確認します。',
  'approve.permissionAmount': '金額',
  'approve.permissionEvery': '{period} {amount}',
  'approve.permissionUntil': '期限',
  'approve.permissionSession': '使用者',
  'approve.permissionContract': '確認するコントラクト',
  'approve.permissionReason': '示された理由',
  'approve.permissionRevokeRule':
    '権限 {context} は終了します。そのキーはこのアカウントから支出できなくなります。',
  'approve.permissionId': '権限',
  'approve.everyDay': { other: '{count} 日ごとに' },
  'approve.everyHour': { other: '{count} 時間ごとに' },
  'approve.everyMinute': { other: '{count} 分ごとに' },
  'approve.everySecond': { other: '{count} 秒ごとに' },
}
