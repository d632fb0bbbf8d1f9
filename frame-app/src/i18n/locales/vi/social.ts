import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Vietnamese: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: 'Đăng nhập bằng',
  none: 'Máy chủ này chưa thiết lập đăng nhập mạng xã hội.',
  loadFailed: 'Không thể tải các phương thức đăng nhập mạng xã hội.',
  back: 'Quay lại',
  continueWith: 'Tiếp tục với {name}',
  starting: 'Đang mở {name}…',
  waiting: 'Tiếp tục trong cửa sổ {name}',
  waitingDetail: 'Hãy đăng nhập ở đó; cửa sổ này sẽ cập nhật khi bạn xong.',
  connecting: 'Đang đăng nhập…',
  blocked: 'Trình duyệt của bạn đã chặn cửa sổ {name}',
  blockedDetail: 'Hãy tự mở cửa sổ để tiếp tục đăng nhập.',
  openWindow: 'Tiếp tục trong cửa sổ mới',
  cancel: 'Hủy',
  tryAgain: 'Thử lại',
  failedTitle: 'Đăng nhập thất bại',
  closed: 'Cửa sổ {name} đã đóng trước khi bạn đăng nhập.',
  vaultLoad: 'Không thể tải ví bảo mật. Hãy kiểm tra kết nối và thử lại.',
  timeout: 'Ví bảo mật không phản hồi kịp thời. Hãy thử lại.',
  unreachable: 'Không thể kết nối tới máy chủ. Hãy thử lại.',
  farcasterScan: 'Quét bằng điện thoại',
  farcasterDetail: 'Quét mã này bằng ứng dụng Farcaster, hoặc mở trên thiết bị này.',
  farcasterOpen: 'Mở Farcaster trên thiết bị này',
  farcasterQr: 'Mã QR để đăng nhập bằng Farcaster',
  farcasterStarting: 'Đang chuẩn bị liên kết đăng nhập…',
}
