import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** German: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: 'Anmelden mit',
  none: 'Auf diesem Server ist keine Social-Anmeldung eingerichtet.',
  loadFailed: 'Die Social-Anmeldungen konnten nicht geladen werden.',
  back: 'Zurück',
  continueWith: 'Weiter mit {name}',
  starting: '{name} wird geöffnet…',
  waiting: 'Fahre im {name}-Fenster fort',
  waitingDetail: 'Melde dich dort an; dieses Fenster aktualisiert sich, wenn du fertig bist.',
  severedDetail:
    'Wenn du das Fenster geschlossen hast oder dort nichts passiert, versuche es erneut.',
  connecting: 'Anmeldung läuft…',
  blocked: 'Dein Browser hat das {name}-Fenster blockiert',
  blockedDetail: 'Öffne es selbst, um die Anmeldung fortzusetzen.',
  openWindow: 'In einem neuen Fenster fortfahren',
  cancel: 'Abbrechen',
  tryAgain: 'Erneut versuchen',
  failedTitle: 'Anmeldung fehlgeschlagen',
  closed: 'Das {name}-Fenster wurde geschlossen, bevor du dich angemeldet hast.',
  vaultLoad:
    'Die sichere Wallet konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  timeout: 'Die sichere Wallet hat nicht rechtzeitig geantwortet. Versuche es erneut.',
  unreachable: 'Der Server ist nicht erreichbar. Versuche es erneut.',
  farcasterScan: 'Mit dem Handy scannen',
  farcasterDetail: 'Scanne diesen Code mit der Farcaster-App oder öffne ihn auf diesem Gerät.',
  farcasterOpen: 'Farcaster auf diesem Gerät öffnen',
  farcasterQr: 'QR-Code zur Anmeldung mit Farcaster',
  farcasterStarting: 'Anmeldelink wird vorbereitet…',
}
