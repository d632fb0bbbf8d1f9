import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Traditional Chinese: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: '帳戶類型',
  toggle: '智慧帳戶',
  on: '智慧帳戶：批次呼叫會在一筆交易中執行。透過 EIP-7702，地址維持不變。',
  off: '標準帳戶（EOA）。開啟智慧帳戶即可批次呼叫；地址維持不變（EIP-7702）。',
  failed: '無法變更帳戶類型。請再試一次。',
}
