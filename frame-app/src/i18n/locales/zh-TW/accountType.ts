import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Traditional Chinese: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: '帳戶類型',
  toggle: '智慧帳戶',
  on: '智慧帳戶：多個步驟在一筆交易中完成。您的地址保持不變。',
  off: '標準帳戶。開啟智慧帳戶後，多個步驟可在一筆交易中完成；您的地址保持不變。',
  detailsSummary: '運作方式',
  details:
    '標準帳戶是 EOA（外部擁有帳戶）。智慧帳戶使用 EIP-7702：同一地址委派給一個智慧帳戶合約。',
  failed: '無法變更帳戶類型。請再試一次。',
}
