import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** German: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: 'In der Wallet bestätigen',
  approveDetail: 'Bestätige den Wechsel zu {name} in deiner Wallet.',
  declinedTitle: 'Wechsel abgelehnt',
  failedTitle: 'Wechsel fehlgeschlagen',
  tryAgain: 'Erneut versuchen',
  switchedDetail: 'Deine Wallet ist jetzt auf {name}.',
}
