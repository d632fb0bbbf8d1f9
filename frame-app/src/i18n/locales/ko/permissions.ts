import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Korean: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro':
    '{account}이(가) {network}에서 허용한 항목입니다. 더 이상 쓰지 않는 것은 취소하세요.',
  'permissions.loading': '권한을 읽는 중…',
  'permissions.empty': '유효한 항목이 없습니다: 사용 한도, 승인, 위임, 세션이 없습니다.',
  'permissions.failed': '권한을 읽을 수 없습니다.',
  'permissions.retry': '다시 시도',
  'permissions.allowance': '{amount} {symbol} 사용 가능',
  'permissions.unlimited': '무제한',
  'permissions.operator': '보유한 모든 {collection} 이동 가능',
  'permissions.delegation': '계정이 컨트랙트에 위임됨 (EIP-7702)',
  'permissions.walletConnect': '{name}와(과)의 WalletConnect 세션',
  'permissions.siwx': '{domain}에 로그인됨',
  'permissions.grant': '{period} 최대 {amount} {symbol} 전송 가능',
  'permissions.grantDetail': '세션 키 {session}을(를) 통해, {date}까지',
  'permissions.everyDay': { other: '{count}일마다' },
  'permissions.everyHour': { other: '{count}시간마다' },
  'permissions.everyMinute': { other: '{count}분마다' },
  'permissions.everySecond': { other: '{count}초마다' },
  'permissions.to': '허용 대상: {name}',
  'permissions.unknownContract': '알 수 없는 컨트랙트에 허용됨, {address}',
  'permissions.notContract': '컨트랙트가 아닌 계정에 허용됨: {address}',
  'permissions.delegate': '위임 대상: {name}',
  'permissions.expires': '{date}까지',
  'permissions.revoke': '취소',
  'permissions.revokeLabel': '취소: {what}',
  'permissions.asking': '지갑에서 확인하세요…',
  'permissions.confirming': '취소 중, 네트워크를 기다리는 중…',
  'permissions.notRevoked': '취소되지 않음: {reason}',
  'permissions.delegationGrantsFirst':
    '먼저 부여한 권한을 취소하세요. 위임을 제거해도 권한은 종료되지 않습니다.',
  'permissions.delegationElsewhere':
    '이 지갑은 여기서 위임을 취소할 수 없습니다. 지갑에서 직접 취소하세요.',
}
