import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Spanish: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': 'En {network}',
  'callsStatus.calls': 'Llamadas',
  'callsStatus.call': 'Llamada {index}',
  'callsStatus.to': 'A {address}',
  'callsStatus.state.queued': 'Esperando a enviarse',
  'callsStatus.state.pending': 'Pendiente',
  'callsStatus.state.confirmed': 'Confirmada',
  'callsStatus.state.reverted': 'Fallida: revertida',
  'callsStatus.state.notSent': 'No enviada',
  'callsStatus.explorer': 'Ver la llamada {index} en el explorador',
  'callsStatus.status.pending': 'En curso: {done} de {count} confirmadas',
  'callsStatus.status.confirmed': 'Listo: todas las llamadas están confirmadas',
  'callsStatus.status.offchainFailure': 'No enviado: ninguna llamada llegó a la red',
  'callsStatus.status.reverted':
    'Fallido: las llamadas se revirtieron, solo se pagó la comisión de red',
  'callsStatus.status.partiallyReverted':
    'Detenido: {done} de {count} confirmadas, el resto falló o no se envió',
  'callsStatus.loading': 'Leyendo las llamadas…',
  'callsStatus.unknown':
    'Este lote ya no se conoce aquí. Puede que se enviara antes de recargar la página.',
  'callsStatus.failed': 'No se pudo leer el estado de las llamadas desde la red.',
  'callsStatus.retry': 'Reintentar',
}
