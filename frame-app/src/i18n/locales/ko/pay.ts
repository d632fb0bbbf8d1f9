import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Korean: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: '금액',
  to: '받는 주소',
  network: '네트워크',
  loading: '잔액을 확인하는 중',
  balance: '잔액: {amount} {symbol}',
  switchFirst: '지갑이 먼저 {network}(으)로 전환됩니다.',
  pay: '{amount} {symbol} 결제',
  insufficient:
    '이 주문을 결제할 {symbol}이(가) {network}에 부족합니다: 보유량은 {amount} {symbol}입니다. 이 지갑에 자금을 추가하거나 다른 지갑을 연결하세요.',
  ways: '{network}에서 결제할 수 있는 방법',
  'way.held': '보유: {amount}',
  'way.short': '부족함',
  'way.swap': '약 {amount} {symbol} 스왑',
  swapNote: '지갑에서 두 번 확인합니다: 스왑, 그다음 결제.',
  swapAndPay: '스왑하고 {amount} {symbol} 결제',
  'step.walletPay': '지갑에서 결제를 승인하세요.',
  'step.switching': '지갑을 {network}(으)로 전환하는 중',
  'step.swapping':
    '{amount} {from}을(를) {symbol}(으)로 스왑하는 중입니다. 지갑에서 요청하면 승인하세요.',
  'step.sending': '결제를 보내는 중입니다. 지갑에서 요청하면 승인하세요.',
  'step.confirming': '{network}에서 결제가 확인되기를 기다리는 중',
  'step.recording': '결제를 기록하는 중',
  'failed.load': '잔액을 읽을 수 없습니다.',
  'failed.walletPay':
    '지갑이 결제를 확인하지 않았습니다. 다시 시도하면 다시 묻습니다. 두 번 결제되지 않습니다.',
  'failed.swap': '스왑하지 못했습니다. 결제된 것은 없습니다.',
  'failed.send': '결제를 보낼 수 없습니다.',
  'failed.reverted': '네트워크에서 결제가 실패했습니다: 네트워크 수수료만 지불되었습니다.',
  'failed.pending': '결제가 전송되었지만 아직 확인되지 않았습니다.',
  'way.card': '카드',
  'way.buy': '약 {amount}을(를) {fiat}에 구매',
  buyNote:
    '{provider} 결제 창이 새 창으로 열립니다. {symbol}이(가) 도착하면 결제가 자동으로 진행되고, 남은 금액은 지갑에 남습니다.',
  buyWithCard: '카드로 구매',
  cancelPurchase: '구매 취소',
  'step.buying':
    '{provider}에서 {amount} {symbol}을(를) 기다리는 중입니다. 해당 창에서 구매를 완료하세요.',
  'step.bought': '구매한 자산이 도착했습니다. 결제를 준비하는 중',
  'failed.buy':
    '{provider}에 따르면 구매가 완료되지 않았습니다. 아무것도 구매되지 않았고 주문은 결제되지 않았습니다.',
  'failed.buyCancelled': '구매가 취소되었습니다. 결제된 것은 없으며 주문은 아직 열려 있습니다.',
  swapNoteApprove:
    '지갑이 최대 세 번 묻습니다: 거래소가 {symbol}을(를) 사용하도록 허용, 스왑, 그리고 결제.',
  retry: '다시 시도',
}
