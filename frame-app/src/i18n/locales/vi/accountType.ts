import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Vietnamese: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Loại tài khoản',
  toggle: 'Tài khoản thông minh',
  on: 'Tài khoản thông minh: các lệnh gọi gộp được thực hiện trong một giao dịch. Với EIP-7702, địa chỉ vẫn giữ nguyên.',
  off: 'Tài khoản tiêu chuẩn (EOA). Bật tài khoản thông minh để gộp lệnh gọi; địa chỉ vẫn giữ nguyên (EIP-7702).',
  failed: 'Không thể thay đổi loại tài khoản. Hãy thử lại.',
}
