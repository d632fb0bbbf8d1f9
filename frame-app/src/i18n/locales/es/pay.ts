import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Spanish: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: 'Importe',
  to: 'Para',
  network: 'Red',
  loading: 'Comprobando tu saldo',
  balance: 'Tu saldo: {amount} {symbol}',
  switchFirst: 'Tu billetera cambiará primero a {network}.',
  pay: 'Pagar {amount} {symbol}',
  insufficient:
    'No hay suficiente {symbol} en {network} para pagar este pedido: tienes {amount} {symbol}. Añade fondos a esta billetera o conecta otra.',
  ways: 'Formas de pagar en {network}',
  'way.held': 'Tienes {amount}',
  'way.short': 'No alcanza',
  'way.swap': 'Intercambiar unos {amount} {symbol}',
  swapNote: 'Tu wallet pedirá dos veces: el intercambio y luego el pago.',
  swapAndPay: 'Intercambiar y pagar {amount} {symbol}',
  'step.walletPay': 'Aprueba el pago en tu wallet.',
  'step.switching': 'Cambiando tu billetera a {network}',
  'step.swapping':
    'Intercambiando {amount} {from} por {symbol}. Apruébalo en tu wallet si lo pide.',
  'step.sending': 'Enviando el pago. Apruébalo en tu billetera si te lo pide.',
  'step.confirming': 'Esperando a que {network} confirme el pago',
  'step.recording': 'Registrando el pago',
  'failed.load': 'No se pudo leer tu saldo.',
  'failed.walletPay':
    'Tu wallet no confirmó el pago. Reintentar se lo vuelve a pedir: no paga dos veces.',
  'failed.swap': 'No se pudo hacer el intercambio. No se pagó nada.',
  'failed.send': 'No se pudo enviar el pago.',
  'failed.reverted': 'El pago falló en la red: solo se gastó la comisión de red.',
  'failed.pending': 'El pago se envió pero aún no está confirmado.',
  'way.card': 'Tarjeta',
  'way.buy': 'Comprar unos {amount} por {fiat}',
  buyNote:
    'El pago de {provider} se abre en una ventana nueva. Cuando lleguen los {symbol}, el pago sigue solo; lo que sobre queda en tu billetera.',
  buyWithCard: 'Comprar con tarjeta',
  cancelPurchase: 'Cancelar la compra',
  'step.buying': 'Esperando tus {amount} {symbol} de {provider}. Termina la compra en su ventana.',
  'step.bought': 'Tu compra llegó. Preparando el pago',
  'failed.buy':
    '{provider} indica que la compra no se completó: no se compró nada y el pedido no está pagado.',
  'failed.buyCancelled': 'Se canceló la compra. No se pagó nada: el pedido sigue abierto.',
  swapNoteApprove:
    'Tu billetera pregunta hasta tres veces: para dejar que el exchange use tus {symbol}, para el intercambio y para el pago.',
  retry: 'Intentar de nuevo',
}
