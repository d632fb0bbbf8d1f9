import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Simplified Chinese: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: '金额',
  to: '收款方',
  network: '网络',
  loading: '正在检查你的余额',
  balance: '你的余额：{amount} {symbol}',
  switchFirst: '你的钱包将先切换到 {network}。',
  pay: '支付 {amount} {symbol}',
  insufficient:
    '{network} 上的 {symbol} 不足以支付此订单：你持有 {amount} {symbol}。请为此钱包充值或连接其他钱包。',
  ways: '在 {network} 上的支付方式',
  'way.held': '持有 {amount}',
  'way.short': '不足',
  'way.swap': '兑换约 {amount} {symbol}',
  swapNote: '钱包会询问两次：先兑换，再付款。',
  swapAndPay: '兑换并支付 {amount} {symbol}',
  'step.walletPay': '请在钱包中确认付款。',
  'step.switching': '正在将你的钱包切换到 {network}',
  'step.swapping': '正在将 {amount} {from} 兑换为 {symbol}。如钱包请求，请确认。',
  'step.sending': '正在发送付款。如钱包提示，请批准。',
  'step.confirming': '正在等待 {network} 确认付款',
  'step.recording': '正在记录付款',
  'failed.load': '无法读取你的余额。',
  'failed.walletPay': '钱包未确认付款。重试会再次询问钱包：不会重复付款。',
  'failed.swap': '兑换未能完成。未支付任何款项。',
  'failed.send': '无法发送付款。',
  'failed.reverted': '付款在网络上失败：只花费了网络费用。',
  'failed.pending': '付款已发送，但尚未确认。',
  retry: '重试',
}
