import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** German: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: 'Die Anfrage wurde in der Wallet abgelehnt.',
  unauthorized: 'Die Wallet hat dieser Website das nicht erlaubt. Verbinde dich erneut.',
  unsupportedMethod: 'Die Wallet unterstützt diese Anfrage nicht.',
  disconnected: 'Die Wallet ist nicht verbunden. Öffne sie und versuche es erneut.',
  chainDisconnected: 'Die Wallet ist nicht mit diesem Netzwerk verbunden.',
  unrecognizedChain: 'Die Wallet kennt dieses Netzwerk nicht. Füge es dort zuerst hinzu.',
  default: 'Etwas ist schiefgelaufen. Versuche es erneut.',
  invalidParams: 'Die Wallet konnte die Anfrage nicht lesen. Versuche es erneut.',
  internal: 'Die Wallet hatte ein Problem. Versuche es erneut oder starte die Wallet neu.',
  invalidMessage:
    'Die Anfrage konnte nicht gelesen werden. Lade die Seite neu und versuche es erneut.',
  protocolMismatch: 'Diese Seite braucht eine neuere Version des Fensters. Lade die Seite neu.',
  frameTimeout: 'Das Wallet-Fenster hat zu lange zum Starten gebraucht. Lade die Seite neu.',
  rpcNotAllowed: 'Aktion nicht erlaubt.',
  alreadyConnected: 'Es ist bereits eine Wallet verbunden.',
  destroyed: 'Die Seite hat das Wallet-Fenster geschlossen. Lade die Seite neu.',
  viewUnavailable: 'Diese Ansicht ist hier nicht verfügbar.',
  projectNotFound: 'Diese Website ist nicht für Wallet-Verbindungen eingerichtet.',
  originNotAllowed: 'Diese Website darf dieses Wallet-Fenster nicht verwenden.',
  frameUnreachable: 'Der Wallet-Dienst ist nicht erreichbar. Prüfe deine Verbindung.',
  paymentInvalid: 'Diese Zahlungsanfrage ist ungültig.',
  paymentUnavailable: 'Diese Zahlung kann hier nicht angenommen werden.',
  requestPending: 'In der Wallet wartet bereits eine Anfrage. Öffne sie, um fortzufahren.',
}
