import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Italian: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: 'Accedi con',
  none: 'Su questo server non è configurato alcun accesso social.',
  loadFailed: 'Impossibile caricare gli accessi social.',
  back: 'Indietro',
  continueWith: 'Continua con {name}',
  starting: 'Apertura di {name}…',
  waiting: 'Continua nella finestra di {name}',
  waitingDetail: 'Accedi lì; questa finestra si aggiorna quando hai finito.',
  connecting: 'Accesso in corso…',
  blocked: 'Il browser ha bloccato la finestra di {name}',
  blockedDetail: 'Aprila tu per continuare l’accesso.',
  openWindow: 'Continua in una nuova finestra',
  cancel: 'Annulla',
  tryAgain: 'Riprova',
  failedTitle: 'Accesso non riuscito',
  closed: 'La finestra di {name} è stata chiusa prima dell’accesso.',
  vaultLoad: 'Impossibile caricare il wallet sicuro. Controlla la connessione e riprova.',
  timeout: 'Il wallet sicuro non ha risposto in tempo. Riprova.',
  unreachable: 'Impossibile raggiungere il server. Riprova.',
  farcasterScan: 'Scansiona con il telefono',
  farcasterDetail: 'Scansiona questo codice con l’app Farcaster o aprilo su questo dispositivo.',
  farcasterOpen: 'Apri Farcaster su questo dispositivo',
  farcasterQr: 'Codice QR per accedere con Farcaster',
  farcasterStarting: 'Preparazione di un link di accesso…',
}
