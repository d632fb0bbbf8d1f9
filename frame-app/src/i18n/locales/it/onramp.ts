import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Italian: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: 'L’acquisto non è andato a buon fine',
  failed:
    '{name} segnala che l’acquisto di {amount} {symbol} non è riuscito, quindi non è stato inviato nulla al tuo wallet. Riprova oppure scegli un altro importo o metodo di pagamento.',
}
