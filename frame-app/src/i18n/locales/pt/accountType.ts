import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Portuguese: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Tipo de conta',
  toggle: 'Conta inteligente',
  on: 'Conta inteligente: chamadas agrupadas são executadas em uma única transação. Com EIP-7702, ela mantém este mesmo endereço.',
  off: 'Conta padrão (EOA). Ative a conta inteligente para agrupar chamadas; ela mantém este mesmo endereço (EIP-7702).',
  failed: 'Não foi possível alterar o tipo de conta. Tente novamente.',
}
