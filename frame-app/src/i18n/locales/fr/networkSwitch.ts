import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** French: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: 'Approuvez dans le portefeuille',
  approveDetail: 'Acceptez le passage à {name} dans votre portefeuille.',
  declinedTitle: 'Changement refusé',
  failedTitle: 'Échec du changement',
  tryAgain: 'Réessayer',
  switchedDetail: 'Votre portefeuille est maintenant sur {name}.',
}
