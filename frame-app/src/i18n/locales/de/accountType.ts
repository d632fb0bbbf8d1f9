import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** German: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Kontotyp',
  toggle: 'Smart Account',
  on: 'Smart Account: Mehrere Schritte laufen als eine Transaktion. Deine Adresse bleibt gleich.',
  off: 'Standardkonto. Schalte den Smart Account ein, damit mehrere Schritte als eine Transaktion laufen; deine Adresse bleibt gleich.',
  detailsSummary: 'So funktioniert es',
  details:
    'Ein Standardkonto ist ein EOA (extern verwaltetes Konto). Der Smart Account nutzt EIP-7702: Dieselbe Adresse delegiert an einen Smart-Account-Vertrag.',
  failed: 'Der Kontotyp konnte nicht geändert werden. Versuche es erneut.',
}
