import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** French: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': 'Sur {network}',
  'callsStatus.calls': 'Appels',
  'callsStatus.call': 'Appel {index}',
  'callsStatus.to': 'À {address}',
  'callsStatus.state.queued': "En attente d'envoi",
  'callsStatus.state.pending': 'En attente',
  'callsStatus.state.confirmed': 'Confirmé',
  'callsStatus.state.reverted': 'Échec : annulé',
  'callsStatus.state.notSent': 'Non envoyé',
  'callsStatus.explorer': "Voir l'appel {index} dans l'explorateur",
  'callsStatus.status.pending': 'En cours : {done} sur {count} confirmés',
  'callsStatus.status.confirmed': 'Terminé : chaque appel est confirmé',
  'callsStatus.status.offchainFailure': "Non envoyé : aucun appel n'a atteint le réseau",
  'callsStatus.status.reverted':
    'Échec : les appels ont été annulés, seuls les frais de réseau ont été payés',
  'callsStatus.status.partiallyReverted':
    "Arrêté : {done} sur {count} confirmés, les autres ont échoué ou n'ont pas été envoyés",
  'callsStatus.loading': 'Lecture des appels…',
  'callsStatus.unknown':
    "Ce lot n'est plus connu ici. Il a peut-être été envoyé avant le rechargement de la page.",
  'callsStatus.failed': "L'état des appels n'a pas pu être lu sur le réseau.",
  'callsStatus.retry': 'Réessayer',
}
