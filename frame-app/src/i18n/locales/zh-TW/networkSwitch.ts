import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Traditional Chinese: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: '請在錢包中核准',
  approveDetail: '請在錢包中接受切換到 {name}。',
  declinedTitle: '切換被拒絕',
  failedTitle: '切換失敗',
  tryAgain: '重試',
  switchedDetail: '您的錢包現在位於 {name}。',
}
