import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Korean: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: '구매가 완료되지 않았습니다',
  failed:
    '{name}에서 {amount} {symbol} 구매가 실패했다고 알려 왔습니다. 지갑으로 보낸 것은 없습니다. 다시 시도하거나 다른 금액 또는 결제 수단을 선택하세요.',
}
