import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Simplified Chinese: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': '增加授权额度',
  'approve.operatorApproval': '访问所有物品',
  'approve.operatorRevoke': '已撤销访问',
  'approve.operator': '操作者',
  'approve.collection': '合集',
  'approve.unknownContract': '未知合约',
  'approve.signedApproval': '签名授权',
  'approve.signedTransfer': '签名转账',
  'approve.anyRecipient': '授权对象选择的任意地址',
  'approve.expires': '授权到期',
  'approve.validUntil': '签名有效期至',
  'approve.never': '永不',
  'approve.title.allowance': '允许花费代币',
  'approve.title.allowanceRevoke': '移除代币授权',
  'approve.title.signedTransfer': '授权一笔代币转账',
  'approve.title.operator': '允许访问一个合集',
  'approve.title.operatorRevoke': '撤回对一个合集的访问',
  'approve.title.tokenTransfer': '发送代币',
  'approve.messageDetails': '签名的原始消息',
  'approve.warnEoaSpender': '{spender} 是普通账户，不是合约：持有其密钥的人可以拿走您的 {symbol}。',
  'approve.warnEoaOperator':
    '{operator} 是普通账户，不是合约：持有其密钥的人可以拿走 {collection} 中的每件物品。',
  'approve.warnContract':
    '此消息自称是 Permit2 授权，但它针对的是合约 {contract}，而不是 Permit2。',
  'approve.warnTokenName': '此消息称代币为 {claimed}，但合约 {contract} 是 {actual}。',
  'approve.warnHex': '此消息不是可读文本：它可能授权任何操作。只有在您信任 {origin} 时才签名。',
  'approve.warnNoVerifier':
    '此消息针对合约 {contract}，但该合约在此网络上不存在：它面向其他网络，或毫无用途。',
  'approve.warnLookalike': '{recipient} 看起来像 {known}（您曾发送过的地址），但它是另一个地址。',
}
