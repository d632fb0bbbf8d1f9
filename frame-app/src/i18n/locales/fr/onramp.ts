import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** French: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: 'L’achat n’a pas abouti',
  failed:
    '{name} indique que l’achat de {amount} {symbol} a échoué : rien n’a été envoyé à votre portefeuille. Réessayez, ou choisissez un autre montant ou un autre moyen de paiement.',
}
