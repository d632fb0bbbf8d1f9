import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Portuguese: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: 'Valor',
  to: 'Para',
  network: 'Rede',
  loading: 'Verificando seu saldo',
  balance: 'Seu saldo: {amount} {symbol}',
  switchFirst: 'Sua carteira muda para {network} primeiro.',
  pay: 'Pagar {amount} {symbol}',
  insufficient:
    '{symbol} insuficiente em {network} para pagar este pedido: você tem {amount} {symbol}. Adicione fundos a esta carteira ou conecte outra.',
  'step.switching': 'Mudando sua carteira para {network}',
  'step.sending': 'Enviando o pagamento. Aprove-o na sua carteira se ela pedir.',
  'step.confirming': 'Aguardando {network} confirmar o pagamento',
  'step.recording': 'Registrando o pagamento',
  'failed.load': 'Não foi possível ler seu saldo.',
  'failed.send': 'Não foi possível enviar o pagamento.',
  'failed.reverted': 'O pagamento falhou na rede: só a taxa de rede foi gasta.',
  'failed.pending': 'O pagamento foi enviado, mas ainda não foi confirmado.',
  retry: 'Tentar de novo',
}
