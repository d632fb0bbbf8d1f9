import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Italian: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Tipo di account',
  toggle: 'Smart account',
  on: 'Account smart: più passaggi avvengono in un’unica transazione. Il tuo indirizzo resta lo stesso.',
  off: 'Account standard. Attiva l’account smart per eseguire più passaggi in un’unica transazione; il tuo indirizzo resta lo stesso.',
  detailsSummary: 'Come funziona',
  details:
    'Un account standard è un EOA (account di proprietà esterna). L’account smart usa EIP-7702: lo stesso indirizzo delega a un contratto di account smart.',
  failed: 'Impossibile cambiare il tipo di account. Riprova.',
}
