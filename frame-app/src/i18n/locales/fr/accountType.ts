import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** French: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Type de compte',
  toggle: 'Compte intelligent',
  on: 'Compte intelligent : les appels groupés s’exécutent en une seule transaction. Avec EIP-7702, il garde cette même adresse.',
  off: 'Compte standard (EOA). Activez le compte intelligent pour grouper les appels ; il garde cette même adresse (EIP-7702).',
  failed: 'Le type de compte n’a pas pu être modifié. Réessayez.',
}
