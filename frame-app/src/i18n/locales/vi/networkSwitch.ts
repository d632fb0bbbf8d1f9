import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Vietnamese: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: 'Phê duyệt trong ví',
  approveDetail: 'Chấp nhận chuyển sang {name} trong ví của bạn.',
  declinedTitle: 'Đã từ chối chuyển mạng',
  failedTitle: 'Chuyển mạng thất bại',
  tryAgain: 'Thử lại',
  switchedDetail: 'Ví của bạn hiện ở {name}.',
}
