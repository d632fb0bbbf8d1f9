import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** French: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': 'Hausse de l’autorisation',
  'approve.operatorApproval': 'Accès à tous les objets',
  'approve.operatorRevoke': 'Accès retiré',
  'approve.operator': 'Opérateur',
  'approve.collection': 'Collection',
  'approve.unknownContract': 'Contrat inconnu',
  'approve.signedApproval': 'Autorisation signée',
  'approve.signedTransfer': 'Transfert signé',
  'approve.anyRecipient': 'Toute adresse choisie par le bénéficiaire',
  'approve.expires': 'L’autorisation expire',
  'approve.validUntil': 'Signature valable jusqu’au',
  'approve.never': 'Jamais',
  'approve.title.allowance': 'Autoriser la dépense de jetons',
  'approve.title.allowanceRevoke': 'Retirer une autorisation de jetons',
  'approve.title.signedTransfer': 'Autoriser un transfert de jetons',
  'approve.title.operator': 'Autoriser l’accès à une collection',
  'approve.title.operatorRevoke': 'Retirer l’accès à une collection',
  'approve.title.tokenTransfer': 'Envoyer des jetons',
  'approve.messageDetails': 'Message tel que signé',
  'approve.warnEoaSpender':
    '{spender} est un simple compte, pas un contrat : qui détient sa clé pourrait prendre vos {symbol}.',
  'approve.warnEoaOperator':
    '{operator} est un simple compte, pas un contrat : qui détient sa clé pourrait prendre tous les objets de {collection}.',
  'approve.warnContract':
    'Ce message se présente comme une permission Permit2, mais il est destiné au contrat {contract}, pas à Permit2.',
  'approve.warnTokenName':
    'Ce message nomme le jeton {claimed}, mais le contrat {contract} est {actual}.',
  'approve.warnHex':
    'Ce message n’est pas un texte lisible : il pourrait autoriser n’importe quoi. Ne le signez que si vous faites confiance à {origin}.',
  'approve.warnNoVerifier':
    'Ce message est destiné au contrat {contract}, qui n’existe pas sur ce réseau : il vise un autre réseau, ou rien.',
  'approve.warnLookalike':
    '{recipient} ressemble à {known}, une adresse à laquelle vous avez déjà envoyé, mais c’est une autre adresse.',
  'approve.title.permission': 'Autoriser des paiements récurrents en jetons',
  'approve.title.permissionRevoke': 'Mettre fin à une autorisation',
  'approve.permissionRule':
    '{session} peut envoyer jusqu’à {amount} depuis ce compte {period}, à n’importe quelle adresse, jusqu’au {expiry}. Le contrat {contract} vérifie chaque paiement selon cette règle.',
  'approve.permissionAmount': 'Montant',
  'approve.permissionEvery': '{amount} {period}',
  'approve.permissionUntil': 'Jusqu’au',
  'approve.permissionSession': 'Utilisée par',
  'approve.permissionContract': 'Vérifiée par',
  'approve.permissionReason': 'Raison donnée',
  'approve.permissionRevokeRule':
    'L’autorisation {context} prend fin : sa clé ne peut plus dépenser depuis ce compte.',
  'approve.permissionId': 'Autorisation',
  'approve.everyDay': { one: 'chaque jour', other: 'tous les {count} jours' },
  'approve.everyHour': { one: 'chaque heure', other: 'toutes les {count} heures' },
  'approve.everyMinute': { one: 'chaque minute', other: 'toutes les {count} minutes' },
  'approve.everySecond': { one: 'chaque seconde', other: 'toutes les {count} secondes' },
}
