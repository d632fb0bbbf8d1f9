import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Traditional Chinese: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': '增加授權額度',
  'approve.operatorApproval': '存取所有物品',
  'approve.operatorRevoke': '已撤銷存取',
  'approve.operator': '操作者',
  'approve.collection': '系列',
  'approve.unknownContract': '未知合約',
  'approve.signedApproval': '簽名授權',
  'approve.signedTransfer': '簽名轉帳',
  'approve.anyRecipient': '授權對象選擇的任何地址',
  'approve.expires': '授權到期',
  'approve.validUntil': '簽名有效期至',
  'approve.never': '永不',
  'approve.title.allowance': '允許花費代幣',
  'approve.title.allowanceRevoke': '移除代幣授權',
  'approve.title.signedTransfer': '授權一筆代幣轉帳',
  'approve.title.operator': '允許存取一個收藏',
  'approve.title.operatorRevoke': '撤回對一個收藏的存取',
  'approve.title.tokenTransfer': '傳送代幣',
  'approve.messageDetails': '簽署的原始訊息',
  'approve.warnEoaSpender': '{spender} 是一般帳戶，不是合約：持有其金鑰的人可以拿走您的 {symbol}。',
  'approve.warnEoaOperator':
    '{operator} 是一般帳戶，不是合約：持有其金鑰的人可以拿走 {collection} 中的每件物品。',
  'approve.warnContract':
    '此訊息自稱是 Permit2 授權，但它針對的是合約 {contract}，而不是 Permit2。',
  'approve.warnTokenName': '此訊息稱代幣為 {claimed}，但合約 {contract} 是 {actual}。',
  'approve.warnHex': '此訊息不是可讀文字：它可能授權任何操作。只有在您信任 {origin} 時才簽名。',
  'approve.warnNoVerifier':
    '此訊息針對合約 {contract}，但該合約在此網路上不存在：它面向其他網路，或毫無用途。',
  'approve.warnLookalike': '{recipient} 看起來像 {known}（您曾傳送過的地址），但它是另一個地址。',
}
