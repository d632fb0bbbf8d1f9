import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Japanese: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': '{network} 上',
  'callsStatus.calls': '呼び出し',
  'callsStatus.call': '呼び出し {index}',
  'callsStatus.to': '宛先 {address}',
  'callsStatus.state.queued': '送信待ち',
  'callsStatus.state.pending': '保留中',
  'callsStatus.state.confirmed': '確定',
  'callsStatus.state.reverted': '失敗：リバート',
  'callsStatus.state.notSent': '未送信',
  'callsStatus.explorer': '呼び出し {index} をエクスプローラーで表示',
  'callsStatus.status.pending': '処理中：{count} 件中 {done} 件確定',
  'callsStatus.status.confirmed': '完了：すべての呼び出しが確定しました',
  'callsStatus.status.offchainFailure': '未送信：ネットワークに届いた呼び出しはありません',
  'callsStatus.status.reverted':
    '失敗：呼び出しはリバートされ、ネットワーク手数料のみ支払われました',
  'callsStatus.status.partiallyReverted':
    '停止：{count} 件中 {done} 件確定、残りは失敗または未送信です',
  'callsStatus.loading': '呼び出しを読み込んでいます…',
  'callsStatus.unknown':
    'このバッチはここではもう分かりません。ページの再読み込み前に送信された可能性があります。',
  'callsStatus.failed': '呼び出しの状態をネットワークから読み取れませんでした。',
  'callsStatus.retry': '再試行',
}
