import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** French: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: 'Se connecter avec',
  none: 'Aucune connexion sociale n’est configurée sur ce serveur.',
  loadFailed: 'Les connexions sociales n’ont pas pu être chargées.',
  back: 'Retour',
  continueWith: 'Continuer avec {name}',
  starting: 'Ouverture de {name}…',
  waiting: 'Continuez dans la fenêtre {name}',
  waitingDetail: 'Connectez-vous là-bas ; cette fenêtre se met à jour quand vous avez terminé.',
  severedDetail: 'Si vous avez fermé cette fenêtre, ou si rien ne s’y passe, réessayez.',
  connecting: 'Connexion…',
  blocked: 'Votre navigateur a bloqué la fenêtre {name}',
  blockedDetail: 'Ouvrez-la vous-même pour continuer la connexion.',
  openWindow: 'Continuer dans une nouvelle fenêtre',
  cancel: 'Annuler',
  tryAgain: 'Réessayer',
  failedTitle: 'Échec de la connexion',
  closed: 'La fenêtre {name} a été fermée avant la connexion.',
  vaultLoad:
    'Le portefeuille sécurisé n’a pas pu se charger. Vérifiez votre connexion et réessayez.',
  timeout: 'Le portefeuille sécurisé n’a pas répondu à temps. Réessayez.',
  unreachable: 'Le serveur est injoignable. Réessayez.',
  farcasterScan: 'Scannez avec votre téléphone',
  farcasterDetail: 'Scannez ce code avec l’app Farcaster, ou ouvrez-le sur cet appareil.',
  farcasterOpen: 'Ouvrir Farcaster sur cet appareil',
  farcasterQr: 'QR code pour se connecter avec Farcaster',
  farcasterStarting: 'Préparation d’un lien de connexion…',
}
