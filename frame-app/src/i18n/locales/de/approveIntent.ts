import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** German: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': 'Erhöhung der Freigabe',
  'approve.operatorApproval': 'Zugriff auf jedes Objekt',
  'approve.operatorRevoke': 'Zugriff entzogen',
  'approve.operator': 'Operator',
  'approve.collection': 'Sammlung',
  'approve.unknownContract': 'Unbekannter Vertrag',
  'approve.signedApproval': 'Signierte Freigabe',
  'approve.signedTransfer': 'Signierte Überweisung',
  'approve.anyRecipient': 'Jede Adresse, die der Berechtigte wählt',
  'approve.expires': 'Freigabe läuft ab',
  'approve.validUntil': 'Signatur gültig bis',
  'approve.never': 'Nie',
  'approve.title.allowance': 'Token-Ausgaben erlauben',
  'approve.title.allowanceRevoke': 'Eine Token-Freigabe entfernen',
  'approve.title.signedTransfer': 'Eine Token-Überweisung autorisieren',
  'approve.title.operator': 'Zugriff auf eine Sammlung erlauben',
  'approve.title.operatorRevoke': 'Zugriff auf eine Sammlung entziehen',
  'approve.title.tokenTransfer': 'Token senden',
  'approve.messageDetails': 'Nachricht wie signiert',
  'approve.warnEoaSpender':
    '{spender} ist ein einfaches Konto, kein Vertrag: Wer dessen Schlüssel hat, könnte deine {symbol} nehmen.',
  'approve.warnEoaOperator':
    '{operator} ist ein einfaches Konto, kein Vertrag: Wer dessen Schlüssel hat, könnte jedes Objekt aus {collection} nehmen.',
  'approve.warnContract':
    'Diese Nachricht gibt sich als Permit2-Berechtigung aus, ist aber für den Vertrag {contract}, nicht für Permit2.',
  'approve.warnTokenName':
    'Diese Nachricht nennt den Token {claimed}, aber der Vertrag {contract} ist {actual}.',
  'approve.warnHex':
    'Diese Nachricht ist kein lesbarer Text: Sie könnte alles erlauben. Signiere sie nur, wenn du {origin} vertraust.',
  'approve.warnNoVerifier':
    'Diese Nachricht ist für den Vertrag {contract}, den es in diesem Netzwerk nicht gibt: Sie ist für ein anderes Netzwerk oder für nichts bestimmt.',
  'approve.warnLookalike':
    '{recipient} sieht aus wie {known}, eine Adresse, an die du schon gesendet hast, ist aber eine andere Adresse.',
  'approve.title.permission': 'Wiederkehrende Token-Zahlungen erlauben',
  'approve.title.permissionRevoke': 'Eine Berechtigung beenden',
  'approve.permissionRule':
    '{session} darf von diesem Konto bis zu {amount} {period} an beliebige Adressen senden, bis {expiry}. Der Vertrag {contract} prüft jede Zahlung gegen diese Regel.',
  'approve.permissionAmount': 'Betrag',
  'approve.permissionEvery': '{amount} {period}',
  'approve.permissionUntil': 'Bis',
  'approve.permissionSession': 'Verwendet von',
  'approve.permissionContract': 'Geprüft von',
  'approve.permissionReason': 'Angegebener Grund',
  'approve.permissionRevokeRule':
    'Die Berechtigung {context} endet: Ihr Schlüssel kann nicht mehr von diesem Konto ausgeben.',
  'approve.permissionId': 'Berechtigung',
  'approve.everyDay': { one: 'jeden Tag', other: 'alle {count} Tage' },
  'approve.everyHour': { one: 'jede Stunde', other: 'alle {count} Stunden' },
  'approve.everyMinute': { one: 'jede Minute', other: 'alle {count} Minuten' },
  'approve.everySecond': { one: 'jede Sekunde', other: 'alle {count} Sekunden' },
}
