import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Vietnamese: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': 'Tăng hạn mức cho phép',
  'approve.operatorApproval': 'Quyền truy cập mọi vật phẩm',
  'approve.operatorRevoke': 'Đã thu hồi quyền truy cập',
  'approve.operator': 'Bên vận hành',
  'approve.collection': 'Bộ sưu tập',
  'approve.unknownContract': 'Hợp đồng không xác định',
  'approve.signedApproval': 'Phê duyệt đã ký',
  'approve.signedTransfer': 'Chuyển khoản đã ký',
  'approve.anyRecipient': 'Bất kỳ địa chỉ nào bên được phép chọn',
  'approve.expires': 'Phê duyệt hết hạn',
  'approve.validUntil': 'Chữ ký có hiệu lực đến',
  'approve.never': 'Không bao giờ',
  'approve.title.allowance': 'Cho phép chi tiêu token',
  'approve.title.allowanceRevoke': 'Gỡ một quyền chi tiêu token',
  'approve.title.signedTransfer': 'Ủy quyền một lần chuyển token',
  'approve.title.operator': 'Cho phép truy cập một bộ sưu tập',
  'approve.title.operatorRevoke': 'Rút quyền truy cập một bộ sưu tập',
  'approve.title.tokenTransfer': 'Gửi token',
  'approve.messageDetails': 'Tin nhắn như được ký',
  'approve.warnEoaSpender':
    '{spender} là tài khoản thường, không phải hợp đồng: ai giữ khóa của nó có thể lấy {symbol} của bạn.',
  'approve.warnEoaOperator':
    '{operator} là tài khoản thường, không phải hợp đồng: ai giữ khóa của nó có thể lấy mọi vật phẩm của {collection}.',
  'approve.warnContract':
    'Tin nhắn này tự nhận là quyền Permit2, nhưng dành cho hợp đồng {contract}, không phải Permit2.',
  'approve.warnTokenName':
    'Tin nhắn này gọi token là {claimed}, nhưng hợp đồng {contract} là {actual}.',
  'approve.warnHex':
    'Tin nhắn này không phải văn bản đọc được: nó có thể cho phép bất cứ điều gì. Chỉ ký nếu bạn tin tưởng {origin}.',
  'approve.warnNoVerifier':
    'Tin nhắn này dành cho hợp đồng {contract}, vốn không tồn tại trên mạng này: nó dành cho mạng khác hoặc không cho gì cả.',
  'approve.warnLookalike':
    '{recipient} trông giống {known}, một địa chỉ bạn từng gửi đến, nhưng là một địa chỉ khác.',
  'approve.title.permission': 'Cho phép thanh toán token định kỳ',
  'approve.title.permissionRevoke': 'Kết thúc một quyền',
  'approve.permissionRule':
    '{session} có thể gửi tối đa {amount} từ tài khoản này {period}, đến bất kỳ địa chỉ nào, cho đến {expiry}. Hợp đồng {contract} kiểm tra mọi khoản thanh toán theo quy tắc này.',
  'approve.permissionAmount': 'Số tiền',
  'approve.permissionEvery': '{amount} {period}',
  'approve.permissionUntil': 'Đến',
  'approve.permissionSession': 'Được dùng bởi',
  'approve.permissionContract': 'Được kiểm tra bởi',
  'approve.permissionReason': 'Lý do đưa ra',
  'approve.permissionRevokeRule':
    'Quyền {context} kết thúc: khóa của nó không thể chi tiêu từ tài khoản này nữa.',
  'approve.permissionId': 'Quyền',
  'approve.everyDay': { other: 'mỗi {count} ngày' },
  'approve.everyHour': { other: 'mỗi {count} giờ' },
  'approve.everyMinute': { other: 'mỗi {count} phút' },
  'approve.everySecond': { other: 'mỗi {count} giây' },
}
