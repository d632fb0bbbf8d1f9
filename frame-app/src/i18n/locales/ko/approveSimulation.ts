import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Korean: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': '이 요청이 하는 일',
  'approve.confirmInWallet': '{name}에서 확인하세요',
  'approve.confirmInWalletDetail':
    '{name}에서 요청을 승인하거나 거부하세요. 지갑이 응답하면 이 화면이 닫힙니다.',
  'approve.youSend': '보내는 것',
  'approve.youReceive': '받는 것',
  'approve.nothing': '없음',
  'approve.simulationUnavailable':
    '이 네트워크에서는 시뮬레이션을 사용할 수 없습니다: 잔액 변화를 보여 줄 수 없습니다.',
  'approve.warnReverts':
    '지금 보내면 이 트랜잭션은 실패합니다: {reason}. 네트워크 수수료는 그래도 냅니다.',
  'approve.warnRevertsCall': '지금 보내면 이 묶음의 호출 {index}이(가) 실패합니다: {reason}.',
  'approve.noReason': '네트워크가 이유를 알려 주지 않습니다',
  'approve.title.swap': '토큰 스왑',
  'approve.swapSell': '판매',
  'approve.swapSellAtMost': '최대 판매',
  'approve.swapBuy': '구매',
  'approve.swapBuyAtLeast': '최소 구매',
  'approve.router': '라우터',
  'approve.swapDeadline': '유효 기한',
  'approve.warnSwapRecipient': '이 스왑으로 사는 것은 내 계정이 아니라 {recipient}(으)로 갑니다.',
  'approve.title.delegation': '컨트랙트에 계정 운영 맡기기',
  'approve.delegate': '위임 대상',
  'approve.delegationChain': '네트워크',
  'approve.everyChain': '모든 네트워크',
  'approve.currentDelegation': '현재 위임',
  'approve.noDelegation': '없음',
  'approve.title.delegationRemoval': '스마트 계정 끄기',
  'approve.delegationRemovalRule':
    '이 네트워크에서 {delegate}에 대한 계정 위임을 제거합니다. 스마트 계정 기능이 중지되어 더 이상 일괄 호출을 할 수 없고 새 권한도 부여할 수 없습니다. 주소와 자금은 그대로 유지됩니다.',
  'approve.warnDelegateUnknown':
    '컨트랙트 {delegate}이(가) 내 계정처럼 동작하게 되며, 이 사이트는 이를 허용하지 않습니다: 가진 모든 것을 옮길 수 있습니다.',
  'approve.warnDelegateEveryChain':
    '이 위임은 이 네트워크뿐 아니라 모든 네트워크에서 유효합니다: 같은 서명으로 어느 체인에서든 계정을 넘기게 됩니다.',
}
