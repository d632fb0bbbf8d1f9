import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Vietnamese: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro':
    'Những gì {account} đã cho phép trên {network}. Thu hồi những gì bạn không còn dùng.',
  'permissions.loading': 'Đang đọc các quyền của bạn…',
  'permissions.empty':
    'Không có gì còn hiệu lực: không hạn mức, phê duyệt, ủy quyền hay phiên nào.',
  'permissions.failed': 'Không thể đọc các quyền của bạn.',
  'permissions.retry': 'Thử lại',
  'permissions.allowance': 'Có thể chi {amount} {symbol}',
  'permissions.unlimited': 'không giới hạn',
  'permissions.operator': 'Có thể chuyển mọi {collection} bạn sở hữu',
  'permissions.delegation': 'Tài khoản đã ủy quyền cho một hợp đồng (EIP-7702)',
  'permissions.walletConnect': 'Phiên WalletConnect với {name}',
  'permissions.siwx': 'Đã đăng nhập vào {domain}',
  'permissions.grant': 'Có thể gửi tối đa {amount} {symbol} {period}',
  'permissions.grantDetail': 'Qua khóa phiên {session}, đến {date}',
  'permissions.everyDay': { other: 'mỗi {count} ngày' },
  'permissions.everyHour': { other: 'mỗi {count} giờ' },
  'permissions.everyMinute': { other: 'mỗi {count} phút' },
  'permissions.everySecond': { other: 'mỗi {count} giây' },
  'permissions.to': 'Đã cấp cho {name}',
  'permissions.unknownContract': 'Đã cấp cho một hợp đồng không xác định, {address}',
  'permissions.notContract': 'Đã cấp cho một tài khoản, không phải hợp đồng: {address}',
  'permissions.delegate': 'Được ủy quyền: {name}',
  'permissions.expires': 'Đến {date}',
  'permissions.revoke': 'Thu hồi',
  'permissions.revokeLabel': 'Thu hồi: {what}',
  'permissions.asking': 'Xác nhận trong ví của bạn…',
  'permissions.confirming': 'Đang thu hồi, chờ mạng…',
  'permissions.notRevoked': 'Chưa thu hồi: {reason}',
  'permissions.delegationGrantsFirst':
    'Hãy thu hồi các quyền nó đã cấp trước: gỡ ủy quyền không chấm dứt chúng.',
  'permissions.delegationElsewhere':
    'Ví này không thể thu hồi ủy quyền từ đây: hãy thu hồi trong chính ví đó.',
}
