import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Spanish: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro': 'Lo que {account} ha permitido en {network}. Revoca lo que ya no uses.',
  'permissions.loading': 'Leyendo tus permisos…',
  'permissions.empty': 'No queda nada: ninguna asignación, aprobación, delegación ni sesión.',
  'permissions.failed': 'No se pudieron leer tus permisos.',
  'permissions.retry': 'Reintentar',
  'permissions.allowance': 'Puede gastar {amount} {symbol}',
  'permissions.unlimited': 'ilimitado',
  'permissions.operator': 'Puede mover todos tus {collection}',
  'permissions.delegation': 'Cuenta delegada a un contrato (EIP-7702)',
  'permissions.walletConnect': 'Sesión de WalletConnect con {name}',
  'permissions.siwx': 'Sesión iniciada en {domain}',
  'permissions.grant': 'Puede enviar hasta {amount} {symbol} {period}',
  'permissions.grantDetail': 'Mediante la clave de sesión {session}, hasta {date}',
  'permissions.everyDay': { one: 'cada día', other: 'cada {count} días' },
  'permissions.everyHour': { one: 'cada hora', other: 'cada {count} horas' },
  'permissions.everyMinute': { one: 'cada minuto', other: 'cada {count} minutos' },
  'permissions.everySecond': { one: 'cada segundo', other: 'cada {count} segundos' },
  'permissions.to': 'Otorgado a {name}',
  'permissions.unknownContract': 'Otorgado a un contrato desconocido, {address}',
  'permissions.notContract': 'Otorgado a una cuenta, no a un contrato: {address}',
  'permissions.delegate': 'Delegado: {name}',
  'permissions.expires': 'Hasta {date}',
  'permissions.revoke': 'Revocar',
  'permissions.revokeLabel': 'Revocar: {what}',
  'permissions.asking': 'Confirma en tu billetera…',
  'permissions.confirming': 'Revocando, esperando a la red…',
  'permissions.notRevoked': 'No revocado: {reason}',
  'permissions.delegationGrantsFirst':
    'Revoca primero los permisos que concedió: eliminar la delegación no los termina.',
  'permissions.delegationElsewhere':
    'Esta billetera no puede revocar una delegación desde aquí: revócala en la propia billetera.',
}
