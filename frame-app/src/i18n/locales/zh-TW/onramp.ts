import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Traditional Chinese: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: '購買未完成',
  failed:
    '{name} 表示購買 {amount} {symbol} 失敗，因此沒有任何資產傳送到您的錢包。請再試一次，或選擇其他金額或付款方式。',
}
