import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Simplified Chinese: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: '账户类型',
  toggle: '智能账户',
  on: '智能账户：多个步骤在一笔交易中完成。您的地址保持不变。',
  off: '标准账户。开启智能账户后，多个步骤可在一笔交易中完成；您的地址保持不变。',
  detailsSummary: '工作原理',
  details:
    '标准账户是 EOA（外部拥有账户）。智能账户使用 EIP-7702：同一地址委托给一个智能账户合约。',
  failed: '无法更改账户类型。请重试。',
}
