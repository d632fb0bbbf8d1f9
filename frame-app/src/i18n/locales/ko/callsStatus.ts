import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Korean: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': '{network}에서',
  'callsStatus.calls': '호출',
  'callsStatus.call': '호출 {index}',
  'callsStatus.to': '받는 주소 {address}',
  'callsStatus.state.queued': '전송 대기 중',
  'callsStatus.state.pending': '대기 중',
  'callsStatus.state.confirmed': '확인됨',
  'callsStatus.state.reverted': '실패: 되돌려짐',
  'callsStatus.state.notSent': '보내지 않음',
  'callsStatus.explorer': '탐색기에서 호출 {index} 보기',
  'callsStatus.status.pending': '진행 중: {count}개 중 {done}개 확인됨',
  'callsStatus.status.confirmed': '완료: 모든 호출이 확인됨',
  'callsStatus.status.offchainFailure': '보내지 않음: 네트워크에 도달한 호출이 없음',
  'callsStatus.status.reverted': '실패: 호출이 되돌려졌고 네트워크 수수료만 지불됨',
  'callsStatus.status.partiallyReverted':
    '중단됨: {count}개 중 {done}개 확인됨, 나머지는 실패했거나 보내지 않음',
  'callsStatus.loading': '호출을 읽는 중…',
  'callsStatus.unknown':
    '이 배치는 더 이상 여기서 알 수 없습니다. 페이지를 새로 고치기 전에 보낸 것일 수 있습니다.',
  'callsStatus.failed': '네트워크에서 호출 상태를 읽을 수 없습니다.',
  'callsStatus.retry': '다시 시도',
}
