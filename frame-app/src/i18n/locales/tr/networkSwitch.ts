import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Turkish: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: 'Cüzdanda onaylayın',
  approveDetail: '{name} ağına geçişi cüzdanınızda kabul edin.',
  declinedTitle: 'Geçiş reddedildi',
  failedTitle: 'Geçiş başarısız',
  tryAgain: 'Tekrar dene',
  switchedDetail: 'Cüzdanınız artık {name} ağında.',
}
