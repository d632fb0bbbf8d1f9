import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** French: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Type de compte',
  toggle: 'Compte intelligent',
  on: 'Compte intelligent : plusieurs étapes passent en une seule transaction. Votre adresse ne change pas.',
  off: 'Compte standard. Activez le compte intelligent pour faire passer plusieurs étapes en une seule transaction ; votre adresse ne change pas.',
  detailsSummary: 'Fonctionnement',
  details:
    'Un compte standard est un EOA (compte détenu en externe). Le compte intelligent utilise EIP-7702 : la même adresse délègue à un contrat de compte intelligent.',
  failed: 'Le type de compte n’a pas pu être modifié. Réessayez.',
}
