import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Italian: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': 'Su {network}',
  'callsStatus.calls': 'Chiamate',
  'callsStatus.call': 'Chiamata {index}',
  'callsStatus.to': 'A {address}',
  'callsStatus.state.queued': "In attesa dell'invio",
  'callsStatus.state.pending': 'In sospeso',
  'callsStatus.state.confirmed': 'Confermata',
  'callsStatus.state.reverted': 'Non riuscita: annullata',
  'callsStatus.state.notSent': 'Non inviata',
  'callsStatus.explorer': "Vedi la chiamata {index} nell'explorer",
  'callsStatus.status.pending': 'In corso: {done} di {count} confermate',
  'callsStatus.status.confirmed': 'Fatto: ogni chiamata è confermata',
  'callsStatus.status.offchainFailure': 'Non inviato: nessuna chiamata ha raggiunto la rete',
  'callsStatus.status.reverted':
    'Non riuscito: le chiamate sono state annullate, è stata pagata solo la commissione di rete',
  'callsStatus.status.partiallyReverted':
    'Interrotto: {done} di {count} confermate, le altre non sono riuscite o non sono state inviate',
  'callsStatus.loading': 'Lettura delle chiamate…',
  'callsStatus.unknown':
    'Questo lotto non è più noto qui. Potrebbe essere stato inviato prima di ricaricare la pagina.',
  'callsStatus.failed': 'Non è stato possibile leggere lo stato delle chiamate dalla rete.',
  'callsStatus.retry': 'Riprova',
}
