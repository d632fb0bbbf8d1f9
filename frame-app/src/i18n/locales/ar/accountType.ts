import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Arabic: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'نوع الحساب',
  toggle: 'الحساب الذكي',
  on: 'حساب ذكي: تُنفَّذ عدة خطوات كمعاملة واحدة. يبقى عنوانك كما هو.',
  off: 'حساب عادي. فعّل الحساب الذكي لتنفيذ عدة خطوات كمعاملة واحدة؛ يبقى عنوانك كما هو.',
  detailsSummary: 'كيف يعمل',
  details:
    'الحساب العادي هو حساب مملوك خارجيًا (EOA). يستخدم الحساب الذكي EIP-7702: يفوّض العنوان نفسه إلى عقد حساب ذكي.',
  failed: 'تعذّر تغيير نوع الحساب. حاول مرة أخرى.',
}
