import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Italian: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Tipo di account',
  toggle: 'Smart account',
  on: 'Smart account: le chiamate raggruppate vengono eseguite in un’unica transazione. Con EIP-7702 mantiene questo stesso indirizzo.',
  off: 'Account standard (EOA). Attiva lo smart account per raggruppare le chiamate; mantiene questo stesso indirizzo (EIP-7702).',
  failed: 'Impossibile cambiare il tipo di account. Riprova.',
}
