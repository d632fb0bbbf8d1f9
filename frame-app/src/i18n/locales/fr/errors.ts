import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** French: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: 'La demande a été refusée dans le portefeuille.',
  unauthorized: 'Le portefeuille n’a pas autorisé ce site à faire cela. Connectez-vous à nouveau.',
  unsupportedMethod: 'Le portefeuille ne prend pas en charge cette demande.',
  disconnected: 'Le portefeuille n’est pas connecté. Ouvrez-le et réessayez.',
  chainDisconnected: 'Le portefeuille n’est pas connecté à ce réseau.',
  unrecognizedChain:
    'Le portefeuille ne connaît pas ce réseau. Ajoutez-le d’abord dans le portefeuille.',
  default: 'Un problème est survenu. Réessayez.',
  invalidParams: 'Le portefeuille n’a pas pu lire la demande. Réessayez.',
  internal: 'Le portefeuille a rencontré un problème. Réessayez ou redémarrez le portefeuille.',
  invalidMessage: 'La demande n’a pas pu être lue. Rechargez la page et réessayez.',
  protocolMismatch:
    'Cette page nécessite une version plus récente de la fenêtre. Rechargez la page.',
  frameTimeout: 'La fenêtre du portefeuille a mis trop de temps à démarrer. Rechargez la page.',
  rpcNotAllowed: 'Action non autorisée.',
  alreadyConnected: 'Un portefeuille est déjà connecté.',
  destroyed: 'La page a fermé la fenêtre du portefeuille. Rechargez la page.',
  viewUnavailable: 'Cet écran n’est pas disponible ici.',
  projectNotFound: 'Ce site n’est pas configuré pour les connexions de portefeuille.',
  originNotAllowed: 'Ce site n’est pas autorisé à utiliser cette fenêtre de portefeuille.',
  frameUnreachable: 'Le service du portefeuille est injoignable. Vérifiez votre connexion.',
  paymentInvalid: 'La demande de paiement n’est pas valide.',
  paymentUnavailable: 'Ce paiement ne peut pas être accepté ici.',
  requestPending: 'Une demande attend déjà dans le portefeuille. Ouvrez-le pour continuer.',
}
