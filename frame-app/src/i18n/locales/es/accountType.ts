import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Spanish: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Tipo de cuenta',
  toggle: 'Cuenta inteligente',
  on: 'Cuenta inteligente: las llamadas agrupadas se ejecutan en una sola transacción. Con EIP-7702 conserva esta misma dirección.',
  off: 'Cuenta estándar (EOA). Activa la cuenta inteligente para agrupar llamadas; conserva esta misma dirección (EIP-7702).',
  failed: 'No se pudo cambiar el tipo de cuenta. Inténtalo de nuevo.',
}
