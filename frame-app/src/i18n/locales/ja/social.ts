import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Japanese: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: 'サインイン方法',
  none: 'このサーバーではソーシャルログインが設定されていません。',
  loadFailed: 'ソーシャルログインを読み込めませんでした。',
  back: '戻る',
  continueWith: '{name} で続行',
  starting: '{name} を開いています…',
  waiting: '{name} のウィンドウで続けてください',
  waitingDetail: 'そちらでサインインしてください。完了するとこのウィンドウが更新されます。',
  connecting: 'サインインしています…',
  blocked: 'ブラウザが {name} のウィンドウをブロックしました',
  blockedDetail: 'サインインを続けるには、ご自身で開いてください。',
  openWindow: '新しいウィンドウで続行',
  cancel: 'キャンセル',
  tryAgain: '再試行',
  failedTitle: 'サインインに失敗しました',
  closed: 'サインインする前に {name} のウィンドウが閉じられました。',
  vaultLoad: 'セキュアウォレットを読み込めませんでした。接続を確認してもう一度お試しください。',
  timeout: 'セキュアウォレットが時間内に応答しませんでした。もう一度お試しください。',
  unreachable: 'サーバーに接続できませんでした。もう一度お試しください。',
  farcasterScan: 'スマートフォンでスキャン',
  farcasterDetail: 'このコードを Farcaster アプリでスキャンするか、このデバイスで開いてください。',
  farcasterOpen: 'このデバイスで Farcaster を開く',
  farcasterQr: 'Farcaster でサインインするための QR コード',
  farcasterStarting: 'サインインリンクを準備しています…',
}
