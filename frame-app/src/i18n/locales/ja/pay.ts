import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Japanese: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: '金額',
  to: '送金先',
  network: 'ネットワーク',
  loading: '残高を確認しています',
  balance: '残高：{amount} {symbol}',
  switchFirst: 'ウォレットは先に {network} に切り替わります。',
  pay: '{amount} {symbol} を支払う',
  insufficient:
    'この注文を支払うための {symbol} が {network} 上に足りません：保有額は {amount} {symbol} です。このウォレットに入金するか、別のウォレットを接続してください。',
  ways: '{network} で支払う方法',
  'way.held': '保有：{amount}',
  'way.short': '不足しています',
  'way.swap': '約 {amount} {symbol} をスワップ',
  swapNote: 'ウォレットで 2 回確認します：スワップ、次に支払い。',
  swapAndPay: 'スワップして {amount} {symbol} を支払う',
  'step.walletPay': 'ウォレットで支払いを承認してください。',
  'step.switching': 'ウォレットを {network} に切り替えています',
  'step.swapping':
    '{amount} {from} を {symbol} にスワップしています。ウォレットで求められたら承認してください。',
  'step.sending': '支払いを送信しています。ウォレットで求められたら承認してください。',
  'step.confirming': '{network} が支払いを確認するのを待っています',
  'step.recording': '支払いを記録しています',
  'failed.load': '残高を読み取れませんでした。',
  'failed.walletPay':
    'ウォレットが支払いを確認しませんでした。再試行するともう一度確認します。二重に支払われることはありません。',
  'failed.swap': 'スワップできませんでした。支払いは行われていません。',
  'failed.send': '支払いを送信できませんでした。',
  'failed.reverted': '支払いはネットワーク上で失敗しました：ネットワーク手数料のみが使われました。',
  'failed.pending': '支払いは送信されましたが、まだ確認されていません。',
  'way.card': 'カード',
  'way.buy': '約 {amount} を {fiat} で購入',
  buyNote:
    '{provider} の購入画面が新しいウィンドウで開きます。{symbol} が届くと支払いは自動で進み、残りはウォレットに残ります。',
  buyWithCard: 'カードで購入',
  cancelPurchase: '購入をキャンセル',
  'step.buying':
    '{provider} からの {amount} {symbol} を待っています。そのウィンドウで購入を完了してください。',
  'step.bought': '購入分が届きました。支払いを準備しています',
  'failed.buy': '{provider} によると購入は完了しませんでした。何も購入されず、注文は未払いです。',
  'failed.buyCancelled': '購入はキャンセルされました。何も支払われていません。注文はまだ有効です。',
  swapNoteApprove:
    'ウォレットは最大3回確認します：取引所に {symbol} の使用を許可、スワップ、そして支払い。',
  retry: '再試行',
}
