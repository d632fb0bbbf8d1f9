import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Portuguese: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Tipo de conta',
  toggle: 'Conta inteligente',
  on: 'Conta inteligente: várias etapas rodam em uma só transação. Seu endereço continua o mesmo.',
  off: 'Conta padrão. Ative a conta inteligente para rodar várias etapas em uma só transação; seu endereço continua o mesmo.',
  detailsSummary: 'Como funciona',
  details:
    'Uma conta padrão é uma EOA (conta de propriedade externa). A conta inteligente usa EIP-7702: o mesmo endereço delega a um contrato de conta inteligente.',
  failed: 'Não foi possível alterar o tipo de conta. Tente novamente.',
}
