import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Vietnamese: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': 'Yêu cầu này làm gì',
  'approve.confirmInWallet': 'Xác nhận trong {name}',
  'approve.confirmInWalletDetail':
    'Chấp thuận hoặc từ chối yêu cầu trong {name}. Mục này sẽ đóng khi ví trả lời.',
  'approve.youSend': 'Bạn gửi',
  'approve.youReceive': 'Bạn nhận',
  'approve.nothing': 'Không có',
  'approve.simulationUnavailable':
    'Không có mô phỏng trên mạng này: không thể hiển thị thay đổi số dư.',
  'approve.warnReverts':
    'Giao dịch này sẽ thất bại nếu gửi bây giờ: {reason}. Bạn vẫn phải trả phí mạng.',
  'approve.warnRevertsCall': 'Lệnh gọi {index} của lô này sẽ thất bại nếu gửi bây giờ: {reason}.',
  'approve.noReason': 'mạng không nêu lý do',
  'approve.title.swap': 'Hoán đổi token',
  'approve.swapSell': 'Bán',
  'approve.swapSellAtMost': 'Bán tối đa',
  'approve.swapBuy': 'Mua',
  'approve.swapBuyAtLeast': 'Mua tối thiểu',
  'approve.router': 'Bộ định tuyến',
  'approve.swapDeadline': 'Hiệu lực đến',
  'approve.warnSwapRecipient':
    'Những gì giao dịch hoán đổi này mua sẽ đến {recipient}, không phải tài khoản của bạn.',
  'approve.title.delegation': 'Để một hợp đồng điều hành tài khoản của bạn',
  'approve.delegate': 'Ủy quyền cho',
  'approve.delegationChain': 'Mạng',
  'approve.everyChain': 'Mọi mạng',
  'approve.currentDelegation': 'Ủy quyền hiện tại',
  'approve.noDelegation': 'Không có',
  'approve.title.delegationRemoval': 'Tắt tài khoản thông minh',
  'approve.delegationRemovalRule':
    'Thao tác này gỡ ủy quyền của tài khoản bạn cho {delegate} trên mạng này. Các tính năng tài khoản thông minh dừng lại: không còn lệnh gọi gộp, và không thể cấp quyền mới. Địa chỉ và tiền của bạn vẫn giữ nguyên.',
  'approve.warnDelegateUnknown':
    'Điều này cho hợp đồng {delegate} hành động như tài khoản của bạn, và trang này không cho phép nó: nó có thể chuyển mọi thứ bạn có.',
  'approve.warnDelegateEveryChain':
    'Ủy quyền này có hiệu lực trên mọi mạng, không chỉ mạng này: cùng một chữ ký trao tài khoản của bạn trên bất kỳ chuỗi nào.',
}
