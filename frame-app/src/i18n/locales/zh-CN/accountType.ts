import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Simplified Chinese: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: '账户类型',
  toggle: '智能账户',
  on: '智能账户：批量调用在一笔交易中执行。借助 EIP-7702，地址保持不变。',
  off: '标准账户（EOA）。开启智能账户即可批量调用；地址保持不变（EIP-7702）。',
  failed: '无法更改账户类型。请重试。',
}
