import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Vietnamese: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: 'Giao dịch mua không thành công',
  failed:
    '{name} cho biết giao dịch mua {amount} {symbol} đã thất bại, nên không có gì được gửi vào ví của bạn. Hãy thử lại, hoặc chọn số tiền hay phương thức thanh toán khác.',
}
