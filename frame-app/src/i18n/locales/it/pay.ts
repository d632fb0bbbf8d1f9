import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Italian: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: 'Importo',
  to: 'A',
  network: 'Rete',
  loading: 'Verifica del saldo',
  balance: 'Il tuo saldo: {amount} {symbol}',
  switchFirst: 'Il tuo wallet passa prima a {network}.',
  pay: 'Paga {amount} {symbol}',
  insufficient:
    '{symbol} insufficienti su {network} per pagare questo ordine: hai {amount} {symbol}. Aggiungi fondi a questo wallet o collegane un altro.',
  ways: 'Modi per pagare su {network}',
  'way.held': 'Hai {amount}',
  'way.short': 'Non basta',
  'way.swap': 'Scambia circa {amount} {symbol}',
  swapNote: 'Il tuo wallet chiede due volte: per lo scambio, poi per il pagamento.',
  swapAndPay: 'Scambia e paga {amount} {symbol}',
  'step.walletPay': 'Approva il pagamento nel tuo wallet.',
  'step.switching': 'Passaggio del wallet a {network}',
  'step.swapping': 'Scambio di {amount} {from} in {symbol}. Approvalo nel tuo wallet se lo chiede.',
  'step.sending': 'Invio del pagamento. Approvalo nel wallet se lo chiede.',
  'step.confirming': 'In attesa che {network} confermi il pagamento',
  'step.recording': 'Registrazione del pagamento',
  'failed.load': 'Non è stato possibile leggere il saldo.',
  'failed.walletPay':
    'Il tuo wallet non ha confermato il pagamento. Riprova glielo chiede di nuovo: non paga due volte.',
  'failed.swap': 'Lo scambio non è riuscito. Non è stato pagato nulla.',
  'failed.send': 'Non è stato possibile inviare il pagamento.',
  'failed.reverted':
    'Il pagamento non è riuscito sulla rete: è stata spesa solo la commissione di rete.',
  'failed.pending': 'Il pagamento è stato inviato ma non è ancora confermato.',
  'way.card': 'Carta',
  'way.buy': 'Compra circa {amount} per {fiat}',
  buyNote:
    'Il checkout di {provider} si apre in una nuova finestra. Quando arrivano gli {symbol}, il pagamento prosegue da solo; ciò che avanza resta nel tuo wallet.',
  buyWithCard: 'Compra con carta',
  cancelPurchase: 'Annulla l’acquisto',
  'step.buying':
    'In attesa dei tuoi {amount} {symbol} da {provider}. Completa l’acquisto nella sua finestra.',
  'step.bought': 'Il tuo acquisto è arrivato. Preparazione del pagamento',
  'failed.buy':
    '{provider} indica che l’acquisto non è andato a buon fine: non è stato acquistato nulla e l’ordine non è pagato.',
  'failed.buyCancelled':
    'L’acquisto è stato annullato. Non è stato pagato nulla: l’ordine è ancora aperto.',
  swapNoteApprove:
    'Il tuo wallet chiede fino a tre volte: per consentire all’exchange di usare i tuoi {symbol}, per lo scambio, poi per il pagamento.',
  retry: 'Riprova',
}
