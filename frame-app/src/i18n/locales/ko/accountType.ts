import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Korean: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: '계정 유형',
  toggle: '스마트 계정',
  on: '스마트 계정: 묶은 호출이 하나의 트랜잭션으로 실행됩니다. EIP-7702로 같은 주소를 그대로 유지합니다.',
  off: '일반 계정(EOA). 호출을 묶으려면 스마트 계정을 켜세요. 같은 주소가 그대로 유지됩니다(EIP-7702).',
  failed: '계정 유형을 변경하지 못했습니다. 다시 시도하세요.',
}
