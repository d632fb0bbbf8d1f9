import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Traditional Chinese: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: '請求已在錢包中被拒絕。',
  unauthorized: '錢包未允許此網站執行該操作。請重新連結。',
  unsupportedMethod: '錢包不支援此請求。',
  disconnected: '錢包未連線。請開啟錢包後重試。',
  chainDisconnected: '錢包未連線到此網路。',
  unrecognizedChain: '錢包不認得此網路。請先在錢包中新增。',
  default: '發生錯誤。請重試。',
  invalidParams: '錢包無法讀取該請求。請重試。',
  internal: '錢包發生問題。請重試，或重新啟動錢包。',
  invalidMessage: '無法讀取該請求。請重新整理頁面後重試。',
  protocolMismatch: '此頁面需要較新版本的視窗。請重新整理頁面。',
  frameTimeout: '錢包視窗啟動時間過長。請重新整理頁面。',
  rpcNotAllowed: '不允許此操作。',
  alreadyConnected: '已有錢包連線。',
  destroyed: '頁面關閉了錢包視窗。請重新整理頁面。',
  viewUnavailable: '此畫面在這裡無法使用。',
  projectNotFound: '此網站未設定錢包連線。',
  originNotAllowed: '此網站無權使用此錢包視窗。',
  frameUnreachable: '無法連線至錢包服務。請檢查網路連線。',
  paymentInvalid: '付款請求無效。',
  paymentUnavailable: '此處無法接受這筆付款。',
  requestPending: '錢包中已有一個請求在等待。請開啟錢包繼續。',
}
