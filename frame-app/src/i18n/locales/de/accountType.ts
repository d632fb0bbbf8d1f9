import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** German: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Kontotyp',
  toggle: 'Smart Account',
  on: 'Smart Account: Gebündelte Aufrufe laufen in einer Transaktion. Mit EIP-7702 behält es dieselbe Adresse.',
  off: 'Standardkonto (EOA). Schalte den Smart Account ein, um Aufrufe zu bündeln; er behält dieselbe Adresse (EIP-7702).',
  failed: 'Der Kontotyp konnte nicht geändert werden. Versuche es erneut.',
}
