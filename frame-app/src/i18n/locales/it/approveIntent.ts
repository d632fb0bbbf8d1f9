import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Italian: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': 'Aumento dell’autorizzazione',
  'approve.operatorApproval': 'Accesso a tutti gli oggetti',
  'approve.operatorRevoke': 'Accesso revocato',
  'approve.operator': 'Operatore',
  'approve.collection': 'Collezione',
  'approve.unknownContract': 'Contratto sconosciuto',
  'approve.signedApproval': 'Autorizzazione firmata',
  'approve.signedTransfer': 'Trasferimento firmato',
  'approve.anyRecipient': 'Qualsiasi indirizzo scelto dall’autorizzato',
  'approve.expires': 'L’autorizzazione scade',
  'approve.validUntil': 'Firma valida fino al',
  'approve.never': 'Mai',
  'approve.title.allowance': 'Consenti la spesa di token',
  'approve.title.allowanceRevoke': 'Rimuovi un’autorizzazione di token',
  'approve.title.signedTransfer': 'Autorizza un trasferimento di token',
  'approve.title.operator': 'Consenti l’accesso a una collezione',
  'approve.title.operatorRevoke': 'Revoca l’accesso a una collezione',
  'approve.title.tokenTransfer': 'Invia token',
  'approve.messageDetails': 'Messaggio come firmato',
  'approve.warnEoaSpender':
    '{spender} è un semplice account, non un contratto: chi ne ha la chiave potrebbe prendere i tuoi {symbol}.',
  'approve.warnEoaOperator':
    '{operator} è un semplice account, non un contratto: chi ne ha la chiave potrebbe prendere ogni oggetto di {collection}.',
  'approve.warnContract':
    'Questo messaggio si presenta come un permesso Permit2, ma è per il contratto {contract}, non per Permit2.',
  'approve.warnTokenName':
    'Questo messaggio nomina il token {claimed}, ma il contratto {contract} è {actual}.',
  'approve.warnHex':
    'Questo messaggio non è testo leggibile: potrebbe autorizzare qualsiasi cosa. Firmalo solo se ti fidi di {origin}.',
  'approve.warnNoVerifier':
    'Questo messaggio è per il contratto {contract}, che non esiste su questa rete: è destinato a un’altra rete o a nulla.',
  'approve.warnLookalike':
    '{recipient} somiglia a {known}, un indirizzo a cui hai già inviato, ma è un indirizzo diverso.',
  'approve.title.permission': 'Consenti pagamenti ricorrenti in token',
  'approve.title.permissionRevoke': 'Termina un’autorizzazione',
  'approve.permissionRule':
    '{session} può inviare fino a {amount} da questo account {period}, a qualsiasi indirizzo, fino al {expiry}. Il contratto {contract} verifica ogni pagamento secondo questa regola.',
  'approve.permissionAmount': 'Importo',
  'approve.permissionEvery': '{amount} {period}',
  'approve.permissionUntil': 'Fino al',
  'approve.permissionSession': 'Usata da',
  'approve.permissionContract': 'Verificata da',
  'approve.permissionReason': 'Motivo indicato',
  'approve.permissionRevokeRule':
    'L’autorizzazione {context} termina: la sua chiave non può più spendere da questo account.',
  'approve.permissionId': 'Autorizzazione',
  'approve.everyDay': { one: 'ogni giorno', other: 'ogni {count} giorni' },
  'approve.everyHour': { one: 'ogni ora', other: 'ogni {count} ore' },
  'approve.everyMinute': { one: 'ogni minuto', other: 'ogni {count} minuti' },
  'approve.everySecond': { one: 'ogni secondo', other: 'ogni {count} secondi' },
}
