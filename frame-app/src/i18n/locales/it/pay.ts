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
  'step.switching': 'Passaggio del wallet a {network}',
  'step.sending': 'Invio del pagamento. Approvalo nel wallet se lo chiede.',
  'step.confirming': 'In attesa che {network} confermi il pagamento',
  'step.recording': 'Registrazione del pagamento',
  'failed.load': 'Non è stato possibile leggere il saldo.',
  'failed.send': 'Non è stato possibile inviare il pagamento.',
  'failed.reverted':
    'Il pagamento non è riuscito sulla rete: è stata spesa solo la commissione di rete.',
  'failed.pending': 'Il pagamento è stato inviato ma non è ancora confermato.',
  retry: 'Riprova',
}
