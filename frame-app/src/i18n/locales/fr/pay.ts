import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** French: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: 'Montant',
  to: 'À',
  network: 'Réseau',
  loading: 'Vérification de votre solde',
  balance: 'Votre solde : {amount} {symbol}',
  switchFirst: 'Votre portefeuille passe d’abord sur {network}.',
  pay: 'Payer {amount} {symbol}',
  insufficient:
    'Pas assez de {symbol} sur {network} pour payer cette commande : vous avez {amount} {symbol}. Approvisionnez ce portefeuille ou connectez-en un autre.',
  ways: 'Moyens de payer sur {network}',
  'way.held': 'Vous détenez {amount}',
  'way.short': 'Pas assez',
  'way.swap': 'Échanger environ {amount} {symbol}',
  swapNote: 'Votre wallet demande deux fois : pour l’échange, puis pour le paiement.',
  swapAndPay: 'Échanger et payer {amount} {symbol}',
  'step.walletPay': 'Approuvez le paiement dans votre wallet.',
  'step.switching': 'Passage de votre portefeuille sur {network}',
  'step.swapping':
    'Échange de {amount} {from} contre des {symbol}. Approuvez-le dans votre wallet s’il le demande.',
  'step.sending': 'Envoi du paiement. Approuvez-le dans votre portefeuille s’il le demande.',
  'step.confirming': 'En attente de la confirmation du paiement par {network}',
  'step.recording': 'Enregistrement du paiement',
  'failed.load': 'Votre solde n’a pas pu être lu.',
  'failed.walletPay':
    'Votre wallet n’a pas confirmé le paiement. Réessayer le lui redemande : il ne paie pas deux fois.',
  'failed.swap': 'L’échange n’a pas pu se faire. Rien n’a été payé.',
  'failed.send': 'Le paiement n’a pas pu être envoyé.',
  'failed.reverted':
    'Le paiement a échoué sur le réseau : seuls les frais de réseau ont été dépensés.',
  'failed.pending': 'Le paiement a été envoyé mais n’est pas encore confirmé.',
  'way.card': 'Carte',
  'way.buy': 'Acheter environ {amount} pour {fiat}',
  buyNote:
    'Le paiement de {provider} s’ouvre dans une nouvelle fenêtre. Dès que les {symbol} arrivent, le paiement continue tout seul ; le reste demeure dans votre portefeuille.',
  buyWithCard: 'Acheter par carte',
  cancelPurchase: 'Annuler l’achat',
  'step.buying':
    'En attente de vos {amount} {symbol} de {provider}. Terminez l’achat dans sa fenêtre.',
  'step.bought': 'Votre achat est arrivé. Préparation du paiement',
  'failed.buy':
    '{provider} indique que l’achat n’a pas abouti : rien n’a été acheté et la commande n’est pas payée.',
  'failed.buyCancelled': 'L’achat a été annulé. Rien n’a été payé : la commande reste ouverte.',
  swapNoteApprove:
    'Votre portefeuille demande jusqu’à trois fois : pour laisser l’échange utiliser vos {symbol}, pour l’échange, puis pour le paiement.',
  retry: 'Réessayer',
}
