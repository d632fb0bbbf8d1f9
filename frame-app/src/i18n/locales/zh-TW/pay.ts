import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Traditional Chinese: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: '金額',
  to: '收款方',
  network: '網路',
  loading: '正在檢查你的餘額',
  balance: '你的餘額：{amount} {symbol}',
  switchFirst: '你的錢包會先切換到 {network}。',
  pay: '支付 {amount} {symbol}',
  insufficient:
    '{network} 上的 {symbol} 不足以支付此訂單：你持有 {amount} {symbol}。請為此錢包儲值或連接其他錢包。',
  ways: '在 {network} 上的付款方式',
  'way.held': '持有 {amount}',
  'way.short': '不足',
  'way.swap': '兌換約 {amount} {symbol}',
  swapNote: '錢包會詢問兩次：先兌換，再付款。',
  swapAndPay: '兌換並支付 {amount} {symbol}',
  'step.walletPay': '請在錢包中確認付款。',
  'step.switching': '正在將你的錢包切換到 {network}',
  'step.swapping': '正在將 {amount} {from} 兌換為 {symbol}。如錢包要求，請確認。',
  'step.sending': '正在傳送付款。如錢包提示，請核准。',
  'step.confirming': '正在等待 {network} 確認付款',
  'step.recording': '正在記錄付款',
  'failed.load': '無法讀取你的餘額。',
  'failed.walletPay': '錢包未確認付款。重試會再次詢問錢包：不會重複付款。',
  'failed.swap': '兌換未能完成。未支付任何款項。',
  'failed.send': '無法傳送付款。',
  'failed.reverted': '付款在網路上失敗：只花費了網路手續費。',
  'failed.pending': '付款已傳送，但尚未確認。',
  retry: '重試',
}
