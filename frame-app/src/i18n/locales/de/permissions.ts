import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** German: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro':
    'Was {account} auf {network} erlaubt hat. Widerrufen Sie, was Sie nicht mehr nutzen.',
  'permissions.loading': 'Ihre Berechtigungen werden gelesen…',
  'permissions.empty': 'Nichts besteht: keine Freigabe, Genehmigung, Delegation oder Sitzung.',
  'permissions.failed': 'Ihre Berechtigungen konnten nicht gelesen werden.',
  'permissions.retry': 'Erneut versuchen',
  'permissions.allowance': 'Darf {amount} {symbol} ausgeben',
  'permissions.unlimited': 'unbegrenzt',
  'permissions.operator': 'Darf jedes {collection} bewegen, das Sie besitzen',
  'permissions.delegation': 'Konto an einen Vertrag delegiert (EIP-7702)',
  'permissions.walletConnect': 'WalletConnect-Sitzung mit {name}',
  'permissions.siwx': 'Angemeldet bei {domain}',
  'permissions.grant': 'Darf bis zu {amount} {symbol} {period} senden',
  'permissions.grantDetail': 'Über den Sitzungsschlüssel {session}, bis {date}',
  'permissions.everyDay': { one: 'jeden Tag', other: 'alle {count} Tage' },
  'permissions.everyHour': { one: 'jede Stunde', other: 'alle {count} Stunden' },
  'permissions.everyMinute': { one: 'jede Minute', other: 'alle {count} Minuten' },
  'permissions.everySecond': { one: 'jede Sekunde', other: 'alle {count} Sekunden' },
  'permissions.to': 'Erteilt an {name}',
  'permissions.unknownContract': 'Erteilt an einen unbekannten Vertrag, {address}',
  'permissions.notContract': 'Erteilt an ein Konto, keinen Vertrag: {address}',
  'permissions.delegate': 'Delegiert an: {name}',
  'permissions.expires': 'Bis {date}',
  'permissions.revoke': 'Widerrufen',
  'permissions.revokeLabel': 'Widerrufen: {what}',
  'permissions.asking': 'In Ihrer Wallet bestätigen…',
  'permissions.confirming': 'Wird widerrufen, warte auf das Netzwerk…',
  'permissions.notRevoked': 'Nicht widerrufen: {reason}',
  'permissions.delegationGrantsFirst':
    'Widerrufen Sie zuerst die Berechtigungen, die es erteilt hat: Das Entfernen der Delegation beendet sie nicht.',
  'permissions.delegationElsewhere':
    'Diese Wallet kann eine Delegation nicht von hier widerrufen: widerrufen Sie sie in der Wallet selbst.',
}
