import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Simplified Chinese: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: '请求已在钱包中被拒绝。',
  unauthorized: '钱包未允许此网站执行该操作。请重新连接。',
  unsupportedMethod: '钱包不支持此请求。',
  disconnected: '钱包未连接。请打开钱包后重试。',
  chainDisconnected: '钱包未连接到此网络。',
  unrecognizedChain: '钱包不认识此网络。请先在钱包中添加。',
  default: '出了点问题。请重试。',
  invalidParams: '钱包无法读取该请求。请重试。',
  internal: '钱包遇到问题。请重试，或重启钱包。',
  invalidMessage: '无法读取该请求。请刷新页面后重试。',
  protocolMismatch: '此页面需要更新版本的窗口。请刷新页面。',
  frameTimeout: '钱包窗口启动时间过长。请刷新页面。',
  rpcNotAllowed: '不允许此操作。',
  alreadyConnected: '已有钱包连接。',
  destroyed: '页面关闭了钱包窗口。请刷新页面。',
  viewUnavailable: '此界面在这里不可用。',
  projectNotFound: '此网站未设置钱包连接。',
  originNotAllowed: '此网站无权使用此钱包窗口。',
  frameUnreachable: '无法连接钱包服务。请检查网络连接。',
  paymentInvalid: '付款请求无效。',
  paymentUnavailable: '此处无法接受这笔付款。',
  requestPending: '钱包中已有一个请求在等待。请打开钱包继续。',
}
