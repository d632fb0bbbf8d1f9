import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Japanese: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: '購入は完了しませんでした',
  failed:
    '{name} によると {amount} {symbol} の購入は失敗したため、ウォレットには何も送られていません。もう一度試すか、別の金額または支払い方法を選んでください。',
}
