import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Portuguese: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: 'Aprove na carteira',
  approveDetail: 'Aceite a troca para {name} na sua carteira.',
  declinedTitle: 'Troca recusada',
  failedTitle: 'Falha na troca',
  tryAgain: 'Tentar novamente',
  switchedDetail: 'Sua carteira agora está em {name}.',
}
