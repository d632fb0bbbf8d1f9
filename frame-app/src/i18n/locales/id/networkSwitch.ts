import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Indonesian: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: 'Setujui di dompet',
  approveDetail: 'Terima peralihan ke {name} di dompet Anda.',
  declinedTitle: 'Peralihan ditolak',
  failedTitle: 'Peralihan gagal',
  tryAgain: 'Coba lagi',
  switchedDetail: 'Dompet Anda kini di {name}.',
}
