import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Vietnamese: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': 'Trên {network}',
  'callsStatus.calls': 'Lệnh gọi',
  'callsStatus.call': 'Lệnh gọi {index}',
  'callsStatus.to': 'Tới {address}',
  'callsStatus.state.queued': 'Đang chờ gửi',
  'callsStatus.state.pending': 'Đang chờ',
  'callsStatus.state.confirmed': 'Đã xác nhận',
  'callsStatus.state.reverted': 'Thất bại: đã hoàn tác',
  'callsStatus.state.notSent': 'Chưa gửi',
  'callsStatus.explorer': 'Xem lệnh gọi {index} trên trình khám phá',
  'callsStatus.status.pending': 'Đang chạy: {done} trên {count} đã xác nhận',
  'callsStatus.status.confirmed': 'Xong: mọi lệnh gọi đã được xác nhận',
  'callsStatus.status.offchainFailure': 'Chưa gửi: không lệnh gọi nào tới được mạng',
  'callsStatus.status.reverted': 'Thất bại: các lệnh gọi đã bị hoàn tác, chỉ mất phí mạng',
  'callsStatus.status.partiallyReverted':
    'Đã dừng: {done} trên {count} đã xác nhận, phần còn lại thất bại hoặc chưa gửi',
  'callsStatus.loading': 'Đang đọc các lệnh gọi…',
  'callsStatus.unknown':
    'Lô này không còn được biết ở đây. Có thể nó đã được gửi trước khi trang tải lại.',
  'callsStatus.failed': 'Không đọc được trạng thái các lệnh gọi từ mạng.',
  'callsStatus.retry': 'Thử lại',
}
