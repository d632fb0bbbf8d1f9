import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Spanish: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: 'Aprueba en la billetera',
  approveDetail: 'Acepta el cambio a {name} en tu billetera.',
  declinedTitle: 'Cambio rechazado',
  failedTitle: 'No se pudo cambiar',
  tryAgain: 'Reintentar',
  switchedDetail: 'Tu billetera ya está en {name}.',
}
