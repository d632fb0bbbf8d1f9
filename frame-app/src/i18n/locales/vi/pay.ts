import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Vietnamese: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: 'Số tiền',
  to: 'Đến',
  network: 'Mạng',
  loading: 'Đang kiểm tra số dư của bạn',
  balance: 'Số dư của bạn: {amount} {symbol}',
  switchFirst: 'Ví của bạn sẽ chuyển sang {network} trước.',
  pay: 'Thanh toán {amount} {symbol}',
  insufficient:
    'Không đủ {symbol} trên {network} để thanh toán đơn hàng này: bạn có {amount} {symbol}. Nạp thêm vào ví này hoặc kết nối ví khác.',
  ways: 'Cách thanh toán trên {network}',
  'way.held': 'Bạn có {amount}',
  'way.short': 'Không đủ',
  'way.swap': 'Hoán đổi khoảng {amount} {symbol}',
  swapNote: 'Ví của bạn sẽ hỏi hai lần: cho lần hoán đổi, rồi cho khoản thanh toán.',
  swapAndPay: 'Hoán đổi và thanh toán {amount} {symbol}',
  'step.walletPay': 'Hãy xác nhận khoản thanh toán trong ví của bạn.',
  'step.switching': 'Đang chuyển ví của bạn sang {network}',
  'step.swapping': 'Đang hoán đổi {amount} {from} sang {symbol}. Hãy xác nhận trong ví nếu ví hỏi.',
  'step.sending': 'Đang gửi thanh toán. Hãy phê duyệt trong ví nếu ví yêu cầu.',
  'step.confirming': 'Đang chờ {network} xác nhận thanh toán',
  'step.recording': 'Đang ghi nhận thanh toán',
  'failed.load': 'Không thể đọc số dư của bạn.',
  'failed.walletPay':
    'Ví của bạn chưa xác nhận khoản thanh toán. Thử lại sẽ hỏi ví lần nữa: ví không trả hai lần.',
  'failed.swap': 'Không thể hoán đổi. Chưa có khoản nào được thanh toán.',
  'failed.send': 'Không thể gửi thanh toán.',
  'failed.reverted': 'Thanh toán thất bại trên mạng: chỉ mất phí mạng.',
  'failed.pending': 'Thanh toán đã được gửi nhưng chưa được xác nhận.',
  'way.card': 'Thẻ',
  'way.buy': 'Mua khoảng {amount} với {fiat}',
  buyNote:
    'Trang thanh toán của {provider} mở trong cửa sổ mới. Khi {symbol} về ví, khoản thanh toán tự tiếp tục; phần còn lại ở trong ví của bạn.',
  buyWithCard: 'Mua bằng thẻ',
  cancelPurchase: 'Hủy giao dịch mua',
  'step.buying':
    'Đang chờ {amount} {symbol} của bạn từ {provider}. Hoàn tất giao dịch mua trong cửa sổ đó.',
  'step.bought': 'Giao dịch mua đã về. Đang chuẩn bị thanh toán',
  'failed.buy':
    '{provider} cho biết giao dịch mua không thành công: không có gì được mua và đơn hàng chưa được thanh toán.',
  'failed.buyCancelled': 'Đã hủy giao dịch mua. Chưa thanh toán gì: đơn hàng vẫn mở.',
  swapNoteApprove:
    'Ví của bạn hỏi tối đa ba lần: cho phép sàn dùng {symbol} của bạn, cho giao dịch hoán đổi, rồi cho khoản thanh toán.',
  retry: 'Thử lại',
}
