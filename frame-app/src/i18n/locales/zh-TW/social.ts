import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Traditional Chinese: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: '登入方式',
  none: '此伺服器未設定社群登入。',
  loadFailed: '無法載入社群登入。',
  back: '返回',
  continueWith: '使用 {name} 繼續',
  starting: '正在開啟 {name}…',
  waiting: '請在 {name} 視窗中繼續',
  waitingDetail: '請在那裡登入；完成後此視窗會自動更新。',
  connecting: '正在登入…',
  blocked: '瀏覽器封鎖了 {name} 視窗',
  blockedDetail: '請自行開啟它以繼續登入。',
  openWindow: '在新視窗中繼續',
  cancel: '取消',
  tryAgain: '重試',
  failedTitle: '登入失敗',
  closed: '{name} 視窗在您登入前被關閉。',
  vaultLoad: '安全錢包載入失敗。請檢查網路連線後重試。',
  timeout: '安全錢包未及時回應。請重試。',
  unreachable: '無法連線至伺服器。請重試。',
  farcasterScan: '用手機掃描',
  farcasterDetail: '用 Farcaster App 掃描此 QR 碼，或在此裝置上開啟。',
  farcasterOpen: '在此裝置上開啟 Farcaster',
  farcasterQr: '用於 Farcaster 登入的 QR 碼',
  farcasterStarting: '正在準備登入連結…',
}
