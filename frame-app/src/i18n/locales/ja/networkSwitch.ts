import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Japanese: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: 'ウォレットで承認',
  approveDetail: 'ウォレットで {name} への切り替えを承認してください。',
  declinedTitle: '切り替えが拒否されました',
  failedTitle: '切り替えに失敗しました',
  tryAgain: '再試行',
  switchedDetail: 'ウォレットは {name} に切り替わりました。',
}
