import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Simplified Chinese: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: '购买未完成',
  failed:
    '{name} 表示购买 {amount} {symbol} 失败，因此没有任何资产发送到您的钱包。请重试，或选择其他金额或支付方式。',
}
