import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Vietnamese: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Loại tài khoản',
  toggle: 'Tài khoản thông minh',
  on: 'Tài khoản thông minh: nhiều bước chạy trong một giao dịch. Địa chỉ của bạn vẫn giữ nguyên.',
  off: 'Tài khoản tiêu chuẩn. Bật tài khoản thông minh để chạy nhiều bước trong một giao dịch; địa chỉ của bạn vẫn giữ nguyên.',
  detailsSummary: 'Cách hoạt động',
  details:
    'Tài khoản tiêu chuẩn là EOA (tài khoản do bên ngoài sở hữu). Tài khoản thông minh dùng EIP-7702: cùng địa chỉ ủy quyền cho một hợp đồng tài khoản thông minh.',
  failed: 'Không thể thay đổi loại tài khoản. Hãy thử lại.',
}
