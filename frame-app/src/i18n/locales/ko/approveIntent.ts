import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Korean: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': '승인 한도 증가',
  'approve.operatorApproval': '모든 아이템에 대한 접근',
  'approve.operatorRevoke': '접근 철회',
  'approve.operator': '운영자',
  'approve.collection': '컬렉션',
  'approve.unknownContract': '알 수 없는 컨트랙트',
  'approve.signedApproval': '서명 승인',
  'approve.signedTransfer': '서명 전송',
  'approve.anyRecipient': '사용자가 선택하는 아무 주소',
  'approve.expires': '승인 만료',
  'approve.validUntil': '서명 유효 기한',
  'approve.never': '없음',
  'approve.title.allowance': '토큰 사용 허용',
  'approve.title.allowanceRevoke': '토큰 승인 제거',
  'approve.title.signedTransfer': '토큰 전송 승인',
  'approve.title.operator': '컬렉션 접근 허용',
  'approve.title.operatorRevoke': '컬렉션 접근 철회',
  'approve.title.tokenTransfer': '토큰 보내기',
  'approve.messageDetails': '서명되는 메시지 원문',
  'approve.warnEoaSpender':
    '{spender}은(는) 컨트랙트가 아닌 일반 계정입니다. 그 키를 가진 사람이 내 {symbol}을(를) 가져갈 수 있습니다.',
  'approve.warnEoaOperator':
    '{operator}은(는) 컨트랙트가 아닌 일반 계정입니다. 그 키를 가진 사람이 {collection}의 모든 아이템을 가져갈 수 있습니다.',
  'approve.warnContract':
    '이 메시지는 Permit2 권한이라고 하지만 Permit2가 아닌 컨트랙트 {contract}용입니다.',
  'approve.warnTokenName':
    '이 메시지는 토큰을 {claimed}(이)라고 하지만 컨트랙트 {contract}은(는) {actual}입니다.',
  'approve.warnHex':
    '이 메시지는 읽을 수 있는 텍스트가 아니며 무엇이든 승인할 수 있습니다. {origin}을(를) 신뢰할 때만 서명하세요.',
  'approve.warnNoVerifier':
    '이 메시지는 컨트랙트 {contract}용이지만 이 네트워크에는 존재하지 않습니다. 다른 네트워크용이거나 아무 의미가 없는 메시지입니다.',
  'approve.warnLookalike':
    '{recipient}은(는) 이전에 보낸 적 있는 {known}과(와) 비슷하지만 다른 주소입니다.',
  'approve.title.permission': '반복 토큰 결제 허용',
  'approve.title.permissionRevoke': '권한 종료',
  'approve.permissionRule':
    '{session}은(는) {expiry}까지 이 계정에서 {period} 최대 {amount}을(를) 어떤 주소로든 보낼 수 있습니다. 컨트랙트 {contract}이(가) 모든 결제를 이 규칙으로 확인합니다.',
  'approve.permissionAmount': '금액',
  'approve.permissionEvery': '{period} {amount}',
  'approve.permissionUntil': '기한',
  'approve.permissionSession': '사용자',
  'approve.permissionContract': '확인 주체',
  'approve.permissionReason': '제시된 이유',
  'approve.permissionRevokeRule':
    '권한 {context}이(가) 종료됩니다. 해당 키는 더 이상 이 계정에서 지출할 수 없습니다.',
  'approve.permissionId': '권한',
  'approve.everyDay': { other: '{count}일마다' },
  'approve.everyHour': { other: '{count}시간마다' },
  'approve.everyMinute': { other: '{count}분마다' },
  'approve.everySecond': { other: '{count}초마다' },
}
