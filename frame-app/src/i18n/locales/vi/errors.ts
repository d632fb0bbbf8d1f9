import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Vietnamese: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: 'Yêu cầu đã bị từ chối trong ví.',
  unauthorized: 'Ví chưa cho phép trang này làm điều đó. Hãy kết nối lại.',
  unsupportedMethod: 'Ví không hỗ trợ yêu cầu này.',
  disconnected: 'Ví chưa được kết nối. Hãy mở ví và thử lại.',
  chainDisconnected: 'Ví chưa kết nối với mạng này.',
  unrecognizedChain: 'Ví không biết mạng này. Hãy thêm mạng vào ví trước.',
  default: 'Đã xảy ra lỗi. Hãy thử lại.',
  invalidParams: 'Ví không đọc được yêu cầu. Hãy thử lại.',
  internal: 'Ví gặp sự cố. Hãy thử lại hoặc khởi động lại ví.',
  invalidMessage: 'Không thể đọc yêu cầu. Hãy tải lại trang và thử lại.',
  protocolMismatch: 'Trang này cần phiên bản mới hơn của cửa sổ. Hãy tải lại trang.',
  frameTimeout: 'Cửa sổ ví khởi động quá lâu. Hãy tải lại trang.',
  rpcNotAllowed: 'Hành động không được phép.',
  alreadyConnected: 'Đã có một ví được kết nối.',
  destroyed: 'Trang đã đóng cửa sổ ví. Hãy tải lại trang.',
  viewUnavailable: 'Màn hình này không khả dụng ở đây.',
  projectNotFound: 'Trang này chưa được thiết lập để kết nối ví.',
  originNotAllowed: 'Trang này không được phép dùng cửa sổ ví này.',
  frameUnreachable: 'Không thể kết nối tới dịch vụ ví. Hãy kiểm tra kết nối.',
  paymentInvalid: 'Yêu cầu thanh toán không hợp lệ.',
  paymentUnavailable: 'Không thể nhận khoản thanh toán này tại đây.',
  requestPending: 'Đã có một yêu cầu đang chờ trong ví. Hãy mở ví để tiếp tục.',
}
