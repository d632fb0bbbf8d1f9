import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Japanese: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: 'ウォレットでリクエストが拒否されました。',
  unauthorized: 'ウォレットがこのサイトにその操作を許可していません。もう一度接続してください。',
  unsupportedMethod: 'ウォレットはこのリクエストに対応していません。',
  disconnected: 'ウォレットが接続されていません。ウォレットを開いてもう一度お試しください。',
  chainDisconnected: 'ウォレットはこのネットワークに接続されていません。',
  unrecognizedChain:
    'ウォレットはこのネットワークを認識していません。先にウォレットに追加してください。',
  default: '問題が発生しました。もう一度お試しください。',
  invalidParams: 'ウォレットがリクエストを読み取れませんでした。もう一度お試しください。',
  internal: 'ウォレットで問題が発生しました。もう一度試すか、ウォレットを再起動してください。',
  invalidMessage:
    'リクエストを読み取れませんでした。ページを再読み込みしてもう一度お試しください。',
  protocolMismatch:
    'このページには新しいバージョンのウィンドウが必要です。ページを再読み込みしてください。',
  frameTimeout:
    'ウォレットのウィンドウの起動に時間がかかりすぎました。ページを再読み込みしてください。',
  rpcNotAllowed: '許可されていない操作です。',
  alreadyConnected: 'すでにウォレットが接続されています。',
  destroyed: 'ページがウォレットのウィンドウを閉じました。ページを再読み込みしてください。',
  viewUnavailable: 'この画面はここでは利用できません。',
  projectNotFound: 'このサイトはウォレット接続用に設定されていません。',
  originNotAllowed: 'このサイトはこのウォレットのウィンドウを使用できません。',
  frameUnreachable: 'ウォレットのサービスに接続できません。接続を確認してください。',
  paymentInvalid: '支払いリクエストが無効です。',
  paymentUnavailable: 'この支払いはここでは受け付けられません。',
  requestPending: 'ウォレットで別のリクエストが待機中です。ウォレットを開いて続けてください。',
}
