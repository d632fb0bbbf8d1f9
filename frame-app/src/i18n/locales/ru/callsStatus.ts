import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Russian: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': 'В сети {network}',
  'callsStatus.calls': 'Вызовы',
  'callsStatus.call': 'Вызов {index}',
  'callsStatus.to': 'Кому: {address}',
  'callsStatus.state.queued': 'Ждёт отправки',
  'callsStatus.state.pending': 'В ожидании',
  'callsStatus.state.confirmed': 'Подтверждён',
  'callsStatus.state.reverted': 'Ошибка: отменён',
  'callsStatus.state.notSent': 'Не отправлен',
  'callsStatus.explorer': 'Открыть вызов {index} в обозревателе',
  'callsStatus.status.pending': 'Выполняется: подтверждено {done} из {count}',
  'callsStatus.status.confirmed': 'Готово: все вызовы подтверждены',
  'callsStatus.status.offchainFailure': 'Не отправлено: ни один вызов не попал в сеть',
  'callsStatus.status.reverted': 'Ошибка: вызовы отменены, списана только комиссия сети',
  'callsStatus.status.partiallyReverted':
    'Остановлено: подтверждено {done} из {count}, остальные не выполнены или не отправлены',
  'callsStatus.loading': 'Чтение вызовов…',
  'callsStatus.unknown':
    'Этот пакет здесь больше неизвестен. Возможно, он был отправлен до перезагрузки страницы.',
  'callsStatus.failed': 'Не удалось получить статус вызовов из сети.',
  'callsStatus.retry': 'Повторить',
}
