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
  ways: 'Formas de pagar em {network}',
  'way.held': 'Você tem {amount}',
  'way.short': 'Não é suficiente',
  'way.swap': 'Trocar cerca de {amount} {symbol}',
  swapNote: 'Sua carteira pede duas vezes: para a troca e depois para o pagamento.',
  swapAndPay: 'Trocar e pagar {amount} {symbol}',
  'step.walletPay': 'Aprove o pagamento na sua carteira.',
  'step.switching': 'Mudando sua carteira para {network}',
  'step.swapping': 'Trocando {amount} {from} por {symbol}. Aprove na sua carteira se ela pedir.',
  'step.sending': 'Enviando o pagamento. Aprove-o na sua carteira se ela pedir.',
  'step.confirming': 'Aguardando {network} confirmar o pagamento',
  'step.recording': 'Registrando o pagamento',
  'failed.load': 'Não foi possível ler seu saldo.',
  'failed.walletPay':
    'Sua carteira não confirmou o pagamento. Tentar novamente pede de novo: ela não paga duas vezes.',
  'failed.swap': 'Não foi possível fazer a troca. Nada foi pago.',
  'failed.send': 'Não foi possível enviar o pagamento.',
  'failed.reverted': 'O pagamento falhou na rede: só a taxa de rede foi gasta.',
  'failed.pending': 'O pagamento foi enviado, mas ainda não foi confirmado.',
  'way.card': 'Cartão',
  'way.buy': 'Comprar cerca de {amount} por {fiat}',
  buyNote:
    'O checkout da {provider} abre numa nova janela. Quando os {symbol} chegarem, o pagamento continua sozinho; o que sobrar fica na sua carteira.',
  buyWithCard: 'Comprar com cartão',
  cancelPurchase: 'Cancelar a compra',
  'step.buying':
    'Aguardando seus {amount} {symbol} da {provider}. Conclua a compra na janela dela.',
  'step.bought': 'Sua compra chegou. Preparando o pagamento',
  'failed.buy':
    'A {provider} informa que a compra não foi concluída: nada foi comprado e o pedido não está pago.',
  'failed.buyCancelled': 'A compra foi cancelada. Nada foi pago: o pedido continua em aberto.',
  swapNoteApprove:
    'Sua carteira pede até três vezes: para permitir que a exchange use seus {symbol}, para a troca e depois para o pagamento.',
  retry: 'Tentar de novo',
}
