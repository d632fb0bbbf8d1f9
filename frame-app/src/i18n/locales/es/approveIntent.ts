import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Spanish: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': 'Aumento de la aprobación',
  'approve.operatorApproval': 'Acceso a todos los elementos',
  'approve.operatorRevoke': 'Acceso retirado',
  'approve.operator': 'Operador',
  'approve.collection': 'Colección',
  'approve.unknownContract': 'Contrato desconocido',
  'approve.signedApproval': 'Aprobación firmada',
  'approve.signedTransfer': 'Transferencia firmada',
  'approve.anyRecipient': 'Cualquier dirección que elija el autorizado',
  'approve.expires': 'La aprobación vence',
  'approve.validUntil': 'Firma válida hasta',
  'approve.never': 'Nunca',
  'approve.title.allowance': 'Permitir gastar tokens',
  'approve.title.allowanceRevoke': 'Quitar un permiso de tokens',
  'approve.title.signedTransfer': 'Autorizar una transferencia de tokens',
  'approve.title.operator': 'Permitir acceso a una colección',
  'approve.title.operatorRevoke': 'Retirar el acceso a una colección',
  'approve.title.tokenTransfer': 'Enviar tokens',
  'approve.messageDetails': 'Mensaje tal como se firma',
  'approve.warnEoaSpender':
    '{spender} es una cuenta simple, no un contrato: quien tenga su clave podría llevarse tus {symbol}.',
  'approve.warnEoaOperator':
    '{operator} es una cuenta simple, no un contrato: quien tenga su clave podría llevarse todos los elementos de {collection}.',
  'approve.warnContract':
    'Este mensaje dice ser un permiso de Permit2, pero es para el contrato {contract}, no para Permit2.',
  'approve.warnTokenName':
    'Este mensaje nombra el token {claimed}, pero el contrato {contract} es {actual}.',
  'approve.warnHex':
    'Este mensaje no es texto legible: podría autorizar cualquier cosa. Fírmalo solo si confías en {origin}.',
  'approve.warnNoVerifier':
    'Este mensaje es para el contrato {contract}, que no existe en esta red: está pensado para otra red o para nada.',
  'approve.warnLookalike':
    '{recipient} se parece a {known}, una dirección a la que ya enviaste, pero es otra dirección.',
  'approve.title.permission': 'Permitir pagos recurrentes en tokens',
  'approve.title.permissionRevoke': 'Terminar un permiso',
  'approve.permissionRule':
    '{session} puede enviar hasta {amount} desde esta cuenta {period}, a cualquier dirección, hasta el {expiry}. El contrato {contract} comprueba cada pago con esta regla.',
  'approve.permissionAmount': 'Importe',
  'approve.permissionEvery': '{amount} {period}',
  'approve.permissionUntil': 'Hasta',
  'approve.permissionSession': 'Usado por',
  'approve.permissionContract': 'Comprobado por',
  'approve.permissionReason': 'Motivo indicado',
  'approve.permissionRevokeRule':
    'El permiso {context} termina: su clave ya no puede gastar desde esta cuenta.',
  'approve.permissionId': 'Permiso',
  'approve.everyDay': { one: 'cada día', other: 'cada {count} días' },
  'approve.everyHour': { one: 'cada hora', other: 'cada {count} horas' },
  'approve.everyMinute': { one: 'cada minuto', other: 'cada {count} minutos' },
  'approve.everySecond': { one: 'cada segundo', other: 'cada {count} segundos' },
}
