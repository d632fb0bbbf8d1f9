import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Korean: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: '계정 유형',
  toggle: '스마트 계정',
  on: '스마트 계정: 여러 단계를 하나의 트랜잭션으로 실행합니다. 주소는 그대로입니다.',
  off: '일반 계정입니다. 여러 단계를 하나의 트랜잭션으로 실행하려면 스마트 계정을 켜세요. 주소는 그대로입니다.',
  detailsSummary: '작동 방식',
  details:
    '일반 계정은 EOA(외부 소유 계정)입니다. 스마트 계정은 EIP-7702를 사용해 같은 주소를 스마트 계정 컨트랙트에 위임합니다.',
  failed: '계정 유형을 변경하지 못했습니다. 다시 시도하세요.',
}
