import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Japanese: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'アカウントの種類',
  toggle: 'スマートアカウント',
  on: 'スマートアカウント：まとめた呼び出しを 1 件のトランザクションで実行します。EIP-7702 により同じアドレスのまま使えます。',
  off: '標準アカウント（EOA）。スマートアカウントをオンにすると呼び出しをまとめて実行できます。アドレスは変わりません（EIP-7702）。',
  failed: 'アカウントの種類を変更できませんでした。もう一度お試しください。',
}
