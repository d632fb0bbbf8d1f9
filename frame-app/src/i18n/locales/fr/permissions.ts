import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** French: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro':
    'Ce que {account} a autorisé sur {network}. Révoquez ce que vous n’utilisez plus.',
  'permissions.loading': 'Lecture de vos autorisations…',
  'permissions.empty':
    'Rien n’est en cours : aucune allocation, approbation, délégation ni session.',
  'permissions.failed': 'Vos autorisations n’ont pas pu être lues.',
  'permissions.retry': 'Réessayer',
  'permissions.allowance': 'Peut dépenser {amount} {symbol}',
  'permissions.unlimited': 'illimité',
  'permissions.operator': 'Peut déplacer tous vos {collection}',
  'permissions.delegation': 'Compte délégué à un contrat (EIP-7702)',
  'permissions.walletConnect': 'Session WalletConnect avec {name}',
  'permissions.siwx': 'Connecté à {domain}',
  'permissions.grant': 'Peut envoyer jusqu’à {amount} {symbol} {period}',
  'permissions.grantDetail': 'Par la clé de session {session}, jusqu’au {date}',
  'permissions.everyDay': { one: 'chaque jour', other: 'tous les {count} jours' },
  'permissions.everyHour': { one: 'chaque heure', other: 'toutes les {count} heures' },
  'permissions.everyMinute': { one: 'chaque minute', other: 'toutes les {count} minutes' },
  'permissions.everySecond': { one: 'chaque seconde', other: 'toutes les {count} secondes' },
  'permissions.to': 'Accordé à {name}',
  'permissions.unknownContract': 'Accordé à un contrat inconnu, {address}',
  'permissions.notContract': 'Accordé à un compte, pas à un contrat : {address}',
  'permissions.delegate': 'Délégué : {name}',
  'permissions.expires': 'Jusqu’au {date}',
  'permissions.revoke': 'Révoquer',
  'permissions.revokeLabel': 'Révoquer : {what}',
  'permissions.asking': 'Confirmez dans votre wallet…',
  'permissions.confirming': 'Révocation, en attente du réseau…',
  'permissions.notRevoked': 'Non révoqué : {reason}',
  'permissions.delegationGrantsFirst':
    'Révoquez d’abord les permissions qu’il a accordées : retirer la délégation ne les arrête pas.',
  'permissions.delegationElsewhere':
    'Ce wallet ne peut pas révoquer une délégation d’ici : révoquez-la dans le wallet lui-même.',
}
