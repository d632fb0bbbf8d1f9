import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Traditional Chinese: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': '在 {network} 上',
  'callsStatus.calls': '呼叫',
  'callsStatus.call': '呼叫 {index}',
  'callsStatus.to': '傳送至 {address}',
  'callsStatus.state.queued': '等待傳送',
  'callsStatus.state.pending': '待處理',
  'callsStatus.state.confirmed': '已確認',
  'callsStatus.state.reverted': '失敗：已回復',
  'callsStatus.state.notSent': '未傳送',
  'callsStatus.explorer': '在瀏覽器中查看呼叫 {index}',
  'callsStatus.status.pending': '進行中：{count} 個中已確認 {done} 個',
  'callsStatus.status.confirmed': '完成：所有呼叫皆已確認',
  'callsStatus.status.offchainFailure': '未傳送：沒有呼叫到達網路',
  'callsStatus.status.reverted': '失敗：呼叫已回復，只花費了網路費用',
  'callsStatus.status.partiallyReverted': '已停止：{count} 個中已確認 {done} 個，其餘失敗或未傳送',
  'callsStatus.loading': '正在讀取呼叫…',
  'callsStatus.unknown': '這裡已不再知道此批次。它可能是在頁面重新載入前傳送的。',
  'callsStatus.failed': '無法從網路讀取呼叫狀態。',
  'callsStatus.retry': '重試',
}
