import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Korean: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: '지갑에서 요청이 거부되었습니다.',
  unauthorized: '지갑이 이 사이트에 해당 작업을 허용하지 않았습니다. 다시 연결하세요.',
  unsupportedMethod: '지갑이 이 요청을 지원하지 않습니다.',
  disconnected: '지갑이 연결되어 있지 않습니다. 지갑을 열고 다시 시도하세요.',
  chainDisconnected: '지갑이 이 네트워크에 연결되어 있지 않습니다.',
  unrecognizedChain: '지갑이 이 네트워크를 알지 못합니다. 먼저 지갑에 추가하세요.',
  default: '문제가 발생했습니다. 다시 시도하세요.',
  invalidParams: '지갑이 요청을 읽지 못했습니다. 다시 시도하세요.',
  internal: '지갑에 문제가 발생했습니다. 다시 시도하거나 지갑을 다시 시작하세요.',
  invalidMessage: '요청을 읽을 수 없습니다. 페이지를 새로고침하고 다시 시도하세요.',
  protocolMismatch: '이 페이지에는 최신 버전의 창이 필요합니다. 페이지를 새로고침하세요.',
  frameTimeout: '지갑 창을 시작하는 데 너무 오래 걸렸습니다. 페이지를 새로고침하세요.',
  rpcNotAllowed: '허용되지 않는 작업입니다.',
  alreadyConnected: '이미 지갑이 연결되어 있습니다.',
  destroyed: '페이지가 지갑 창을 닫았습니다. 페이지를 새로고침하세요.',
  viewUnavailable: '이 화면은 여기에서 사용할 수 없습니다.',
  projectNotFound: '이 사이트는 지갑 연결이 설정되어 있지 않습니다.',
  originNotAllowed: '이 사이트는 이 지갑 창을 사용할 수 없습니다.',
  frameUnreachable: '지갑 서비스에 연결할 수 없습니다. 연결을 확인하세요.',
  paymentInvalid: '결제 요청이 올바르지 않습니다.',
  paymentUnavailable: '이 결제는 여기에서 받을 수 없습니다.',
  requestPending: '지갑에서 이미 요청이 대기 중입니다. 지갑을 열어 계속하세요.',
}
