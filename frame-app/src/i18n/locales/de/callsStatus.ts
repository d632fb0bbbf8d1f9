import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** German: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': 'Auf {network}',
  'callsStatus.calls': 'Aufrufe',
  'callsStatus.call': 'Aufruf {index}',
  'callsStatus.to': 'An {address}',
  'callsStatus.state.queued': 'Wartet auf das Senden',
  'callsStatus.state.pending': 'Ausstehend',
  'callsStatus.state.confirmed': 'Bestätigt',
  'callsStatus.state.reverted': 'Fehlgeschlagen: rückgängig gemacht',
  'callsStatus.state.notSent': 'Nicht gesendet',
  'callsStatus.explorer': 'Aufruf {index} im Explorer ansehen',
  'callsStatus.status.pending': 'Läuft: {done} von {count} bestätigt',
  'callsStatus.status.confirmed': 'Fertig: jeder Aufruf ist bestätigt',
  'callsStatus.status.offchainFailure': 'Nicht gesendet: kein Aufruf hat das Netzwerk erreicht',
  'callsStatus.status.reverted':
    'Fehlgeschlagen: die Aufrufe wurden rückgängig gemacht, nur die Netzwerkgebühr wurde gezahlt',
  'callsStatus.status.partiallyReverted':
    'Abgebrochen: {done} von {count} bestätigt, der Rest ist fehlgeschlagen oder wurde nicht gesendet',
  'callsStatus.loading': 'Aufrufe werden gelesen…',
  'callsStatus.unknown':
    'Dieser Stapel ist hier nicht mehr bekannt. Er wurde vielleicht vor dem Neuladen der Seite gesendet.',
  'callsStatus.failed': 'Der Status der Aufrufe konnte nicht aus dem Netzwerk gelesen werden.',
  'callsStatus.retry': 'Erneut versuchen',
}
