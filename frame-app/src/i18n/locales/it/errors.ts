import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Italian: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: 'La richiesta è stata rifiutata nel wallet.',
  unauthorized: 'Il wallet non ha consentito a questo sito di farlo. Connettiti di nuovo.',
  unsupportedMethod: 'Il wallet non supporta questa richiesta.',
  disconnected: 'Il wallet non è connesso. Aprilo e riprova.',
  chainDisconnected: 'Il wallet non è connesso a questa rete.',
  unrecognizedChain: 'Il wallet non conosce questa rete. Aggiungila prima lì.',
  default: 'Qualcosa è andato storto. Riprova.',
  invalidParams: 'Il wallet non è riuscito a leggere la richiesta. Riprova.',
  internal: 'Il wallet ha avuto un problema. Riprova o riavvia il wallet.',
  invalidMessage: 'Impossibile leggere la richiesta. Ricarica la pagina e riprova.',
  protocolMismatch:
    'Questa pagina richiede una versione più recente della finestra. Ricarica la pagina.',
  frameTimeout: 'La finestra del wallet ha impiegato troppo ad avviarsi. Ricarica la pagina.',
  rpcNotAllowed: 'Azione non consentita.',
  alreadyConnected: 'Un wallet è già connesso.',
  destroyed: 'La pagina ha chiuso la finestra del wallet. Ricarica la pagina.',
  viewUnavailable: 'Questa schermata non è disponibile qui.',
  projectNotFound: 'Questo sito non è configurato per le connessioni dei wallet.',
  originNotAllowed: 'Questo sito non è autorizzato a usare questa finestra del wallet.',
  frameUnreachable: 'Impossibile raggiungere il servizio del wallet. Controlla la connessione.',
  paymentInvalid: 'La richiesta di pagamento non è valida.',
  paymentUnavailable: 'Questo pagamento non può essere accettato qui.',
  requestPending: 'Una richiesta è già in attesa nel wallet. Aprilo per continuare.',
}
