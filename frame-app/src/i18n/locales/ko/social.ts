import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Korean: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: '다음으로 로그인',
  none: '이 서버에는 소셜 로그인이 설정되어 있지 않습니다.',
  loadFailed: '소셜 로그인을 불러올 수 없습니다.',
  back: '뒤로',
  continueWith: '{name}(으)로 계속',
  starting: '{name} 여는 중…',
  waiting: '{name} 창에서 계속하세요',
  waitingDetail: '그곳에서 로그인하세요. 완료되면 이 창이 업데이트됩니다.',
  connecting: '로그인 중…',
  blocked: '브라우저가 {name} 창을 차단했습니다',
  blockedDetail: '로그인을 계속하려면 직접 여세요.',
  openWindow: '새 창에서 계속',
  cancel: '취소',
  tryAgain: '다시 시도',
  failedTitle: '로그인 실패',
  closed: '로그인하기 전에 {name} 창이 닫혔습니다.',
  vaultLoad: '보안 지갑을 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요.',
  timeout: '보안 지갑이 제때 응답하지 않았습니다. 다시 시도하세요.',
  unreachable: '서버에 연결할 수 없습니다. 다시 시도하세요.',
  farcasterScan: '휴대폰으로 스캔',
  farcasterDetail: 'Farcaster 앱으로 이 코드를 스캔하거나 이 기기에서 여세요.',
  farcasterOpen: '이 기기에서 Farcaster 열기',
  farcasterQr: 'Farcaster로 로그인하는 QR 코드',
  farcasterStarting: '로그인 링크 준비 중…',
}
