import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Simplified Chinese: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: '请在钱包中批准',
  approveDetail: '请在钱包中接受切换到 {name}。',
  declinedTitle: '切换被拒绝',
  failedTitle: '切换失败',
  tryAgain: '重试',
  switchedDetail: '您的钱包现在位于 {name}。',
}
