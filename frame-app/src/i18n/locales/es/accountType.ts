import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Spanish: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Tipo de cuenta',
  toggle: 'Cuenta inteligente',
  on: 'Cuenta inteligente: varios pasos se ejecutan en una sola transacción. Tu dirección no cambia.',
  off: 'Cuenta estándar. Activa la cuenta inteligente para ejecutar varios pasos en una sola transacción; tu dirección no cambia.',
  detailsSummary: 'Cómo funciona',
  details:
    'Una cuenta estándar es una EOA (cuenta de propiedad externa). La cuenta inteligente usa EIP-7702: la misma dirección delega en un contrato de cuenta inteligente.',
  failed: 'No se pudo cambiar el tipo de cuenta. Inténtalo de nuevo.',
}
