import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Japanese: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'アカウントの種類',
  toggle: 'スマートアカウント',
  on: 'スマートアカウント：複数の操作を 1 つのトランザクションで実行します。アドレスは変わりません。',
  off: '標準アカウントです。スマートアカウントをオンにすると、複数の操作を 1 つのトランザクションで実行できます。アドレスは変わりません。',
  detailsSummary: '仕組み',
  details:
    '標準アカウントは EOA（外部所有アカウント）です。スマートアカウントは EIP-7702 を使い、同じアドレスをスマートアカウントのコントラクトに委任します。',
  failed: 'アカウントの種類を変更できませんでした。もう一度お試しください。',
}
