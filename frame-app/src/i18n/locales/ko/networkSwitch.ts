import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Korean: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: '지갑에서 승인하세요',
  approveDetail: '지갑에서 {name}(으)로의 전환을 수락하세요.',
  declinedTitle: '전환 거부됨',
  failedTitle: '전환 실패',
  tryAgain: '다시 시도',
  switchedDetail: '이제 지갑이 {name}에 있습니다.',
}
