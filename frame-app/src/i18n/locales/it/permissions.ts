import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Italian: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro': 'Ciò che {account} ha consentito su {network}. Revoca ciò che non usi più.',
  'permissions.loading': 'Lettura delle tue autorizzazioni…',
  'permissions.empty': 'Nulla in vigore: nessuna allowance, approvazione, delega o sessione.',
  'permissions.failed': 'Impossibile leggere le tue autorizzazioni.',
  'permissions.retry': 'Riprova',
  'permissions.allowance': 'Può spendere {amount} {symbol}',
  'permissions.unlimited': 'illimitato',
  'permissions.operator': 'Può spostare ogni {collection} che possiedi',
  'permissions.delegation': 'Account delegato a un contratto (EIP-7702)',
  'permissions.walletConnect': 'Sessione WalletConnect con {name}',
  'permissions.siwx': 'Accesso eseguito su {domain}',
  'permissions.grant': 'Può inviare fino a {amount} {symbol} {period}',
  'permissions.grantDetail': 'Tramite la chiave di sessione {session}, fino al {date}',
  'permissions.everyDay': { one: 'ogni giorno', other: 'ogni {count} giorni' },
  'permissions.everyHour': { one: 'ogni ora', other: 'ogni {count} ore' },
  'permissions.everyMinute': { one: 'ogni minuto', other: 'ogni {count} minuti' },
  'permissions.everySecond': { one: 'ogni secondo', other: 'ogni {count} secondi' },
  'permissions.to': 'Concessa a {name}',
  'permissions.unknownContract': 'Concessa a un contratto sconosciuto, {address}',
  'permissions.notContract': 'Concessa a un account, non a un contratto: {address}',
  'permissions.delegate': 'Delegato: {name}',
  'permissions.expires': 'Fino al {date}',
  'permissions.revoke': 'Revoca',
  'permissions.revokeLabel': 'Revoca: {what}',
  'permissions.asking': 'Conferma nel tuo wallet…',
  'permissions.confirming': 'Revoca in corso, in attesa della rete…',
  'permissions.notRevoked': 'Non revocata: {reason}',
  'permissions.delegationGrantsFirst':
    'Revoca prima i permessi che ha concesso: rimuovere la delega non li termina.',
  'permissions.delegationElsewhere':
    'Questo wallet non può revocare una delega da qui: revocala nel wallet stesso.',
}
