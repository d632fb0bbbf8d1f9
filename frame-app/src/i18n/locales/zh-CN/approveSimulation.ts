import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Simplified Chinese: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': '此操作的作用',
  'approve.confirmInWallet': '请在 {name} 中确认',
  'approve.confirmInWalletDetail': '请在 {name} 中批准或拒绝该请求。钱包回应后此处会关闭。',
  'approve.youSend': '你发送',
  'approve.youReceive': '你收到',
  'approve.nothing': '无',
  'approve.simulationUnavailable': '此网络不支持模拟：无法显示余额变化。',
  'approve.warnReverts': '此交易如果现在发送会失败：{reason}。你仍需支付网络费用。',
  'approve.warnRevertsCall': '此批次的第 {index} 个调用如果现在发送会失败：{reason}。',
  'approve.noReason': '网络未给出原因',
  'approve.title.swap': '兑换代币',
  'approve.swapSell': '卖出',
  'approve.swapSellAtMost': '最多卖出',
  'approve.swapBuy': '买入',
  'approve.swapBuyAtLeast': '至少买入',
  'approve.router': '路由合约',
  'approve.swapDeadline': '有效期至',
  'approve.warnSwapRecipient': '此次兑换买到的资产将发送到 {recipient}，而不是你的账户。',
  'approve.title.delegation': '让合约代管你的账户',
  'approve.delegate': '委托给',
  'approve.delegationChain': '网络',
  'approve.everyChain': '所有网络',
  'approve.currentDelegation': '当前委托',
  'approve.noDelegation': '无',
  'approve.title.delegationRemoval': '关闭智能账户',
  'approve.delegationRemovalRule':
    '这会移除你的账户在此网络上对 {delegate} 的委托。智能账户功能停止：不再有批量调用，也无法授予新的权限。你的地址和资金保持不变。',
  'approve.warnDelegateUnknown':
    '这会让合约 {delegate} 以你的账户身份行事，而本网站不允许该合约：它可以转走你的全部资产。',
  'approve.warnDelegateEveryChain':
    '此委托在所有网络上都有效，而不仅是当前网络：同一签名会在任何链上交出你的账户。',
}
