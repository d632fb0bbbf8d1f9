import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Simplified Chinese: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': '在 {network} 上',
  'callsStatus.calls': '调用',
  'callsStatus.call': '调用 {index}',
  'callsStatus.to': '发送至 {address}',
  'callsStatus.state.queued': '等待发送',
  'callsStatus.state.pending': '待处理',
  'callsStatus.state.confirmed': '已确认',
  'callsStatus.state.reverted': '失败：已回滚',
  'callsStatus.state.notSent': '未发送',
  'callsStatus.explorer': '在浏览器中查看调用 {index}',
  'callsStatus.status.pending': '进行中：{count} 个中已确认 {done} 个',
  'callsStatus.status.confirmed': '完成：所有调用均已确认',
  'callsStatus.status.offchainFailure': '未发送：没有调用到达网络',
  'callsStatus.status.reverted': '失败：调用已回滚，只花费了网络费用',
  'callsStatus.status.partiallyReverted': '已停止：{count} 个中已确认 {done} 个，其余失败或未发送',
  'callsStatus.loading': '正在读取调用…',
  'callsStatus.unknown': '这里已不再知道此批次。它可能是在页面重新加载前发送的。',
  'callsStatus.failed': '无法从网络读取调用状态。',
  'callsStatus.retry': '重试',
}
