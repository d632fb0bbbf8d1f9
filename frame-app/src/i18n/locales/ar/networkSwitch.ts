import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Arabic: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: 'وافق في المحفظة',
  approveDetail: 'اقبل التبديل إلى {name} في محفظتك.',
  declinedTitle: 'رُفض التبديل',
  failedTitle: 'فشل التبديل',
  tryAgain: 'إعادة المحاولة',
  switchedDetail: 'محفظتك الآن على {name}.',
}
