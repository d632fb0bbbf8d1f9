import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** French: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': 'Ce que cela fait',
  'approve.confirmInWallet': 'Confirmez dans {name}',
  'approve.confirmInWalletDetail':
    'Approuvez ou refusez la demande dans {name}. Ceci se ferme quand le portefeuille répond.',
  'approve.youSend': 'Vous envoyez',
  'approve.youReceive': 'Vous recevez',
  'approve.nothing': 'Rien',
  'approve.simulationUnavailable':
    'Simulation indisponible sur ce réseau : les variations de solde ne peuvent pas être affichées.',
  'approve.warnReverts':
    'Cette transaction échouerait si elle était envoyée maintenant : {reason}. Vous paieriez quand même les frais de réseau.',
  'approve.warnRevertsCall':
    'L’appel {index} de ce lot échouerait s’il était envoyé maintenant : {reason}.',
  'approve.noReason': 'le réseau ne donne aucune raison',
  'approve.title.swap': 'Échanger des jetons',
  'approve.swapSell': 'Vendre',
  'approve.swapSellAtMost': 'Vendre au plus',
  'approve.swapBuy': 'Acheter',
  'approve.swapBuyAtLeast': 'Acheter au moins',
  'approve.router': 'Routeur',
  'approve.swapDeadline': 'Valable jusqu’au',
  'approve.warnSwapRecipient': 'Ce que cet échange achète va à {recipient}, pas à votre compte.',
  'approve.title.delegation': 'Laisser un contrat gérer votre compte',
  'approve.delegate': 'Déléguer à',
  'approve.delegationChain': 'Réseaux',
  'approve.everyChain': 'Tous les réseaux',
  'approve.currentDelegation': 'Délégation actuelle',
  'approve.noDelegation': 'Aucune',
  'approve.title.delegationRemoval': 'Désactiver le compte intelligent',
  'approve.delegationRemovalRule':
    'Cela retire la délégation de votre compte à {delegate} sur ce réseau. Les fonctions de compte intelligent s’arrêtent : plus d’appels groupés, et aucune nouvelle permission ne peut être accordée. Votre adresse et vos fonds restent les mêmes.',
  'approve.warnDelegateUnknown':
    'Le contrat {delegate} pourrait agir comme votre compte, et ce site ne l’autorise pas : il pourrait déplacer tout ce que vous possédez.',
  'approve.warnDelegateEveryChain':
    'Cette délégation vaut sur tous les réseaux, pas seulement celui-ci : la même signature livre votre compte sur n’importe quelle chaîne.',
}
