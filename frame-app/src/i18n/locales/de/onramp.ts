import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** German: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: 'Der Kauf ist nicht zustande gekommen',
  failed:
    '{name} meldet, dass der Kauf von {amount} {symbol} fehlgeschlagen ist; es wurde nichts an deine Wallet gesendet. Versuche es erneut oder wähle einen anderen Betrag oder eine andere Zahlungsmethode.',
}
