import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Traditional Chinese: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': '此操作的作用',
  'approve.confirmInWallet': '請在 {name} 中確認',
  'approve.confirmInWalletDetail': '請在 {name} 中核准或拒絕該請求。錢包回應後此處會關閉。',
  'approve.youSend': '你傳送',
  'approve.youReceive': '你收到',
  'approve.nothing': '無',
  'approve.simulationUnavailable': '此網路不支援模擬：無法顯示餘額變化。',
  'approve.warnReverts': '此交易如果現在傳送會失敗：{reason}。你仍需支付網路費用。',
  'approve.warnRevertsCall': '此批次的第 {index} 個呼叫如果現在傳送會失敗：{reason}。',
  'approve.noReason': '網路未提供原因',
  'approve.title.swap': '兌換代幣',
  'approve.swapSell': '賣出',
  'approve.swapSellAtMost': '最多賣出',
  'approve.swapBuy': '買入',
  'approve.swapBuyAtLeast': '至少買入',
  'approve.router': '路由合約',
  'approve.swapDeadline': '有效期至',
  'approve.warnSwapRecipient': '此次兌換買到的資產將傳送到 {recipient}，而不是你的帳戶。',
  'approve.title.delegation': '讓合約代管你的帳戶',
  'approve.delegate': '委託給',
  'approve.delegationChain': '網路',
  'approve.everyChain': '所有網路',
  'approve.currentDelegation': '目前委託',
  'approve.noDelegation': '無',
  'approve.title.delegationRemoval': '關閉智慧帳戶',
  'approve.delegationRemovalRule':
    '這會移除你的帳戶在此網路上對 {delegate} 的委託。智慧帳戶功能停止：不再有批次呼叫，也無法授予新的權限。你的地址和資金保持不變。',
  'approve.warnDelegateUnknown':
    '這會讓合約 {delegate} 以你的帳戶身分行事，而本網站不允許該合約：它可以轉走你的全部資產。',
  'approve.warnDelegateEveryChain':
    '此委託在所有網路上都有效，而不只是目前網路：同一簽章會在任何鏈上交出你的帳戶。',
}
