import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Italian: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: 'Approva nel wallet',
  approveDetail: 'Accetta il passaggio a {name} nel tuo wallet.',
  declinedTitle: 'Cambio rifiutato',
  failedTitle: 'Cambio non riuscito',
  tryAgain: 'Riprova',
  switchedDetail: 'Il tuo wallet ora è su {name}.',
}
