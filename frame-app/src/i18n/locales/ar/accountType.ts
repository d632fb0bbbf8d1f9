import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Arabic: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'نوع الحساب',
  toggle: 'الحساب الذكي',
  on: 'الحساب الذكي: تُنفَّذ الاستدعاءات المجمّعة في معاملة واحدة. مع EIP-7702 يحتفظ بالعنوان نفسه.',
  off: 'حساب عادي (EOA). فعّل الحساب الذكي لتجميع الاستدعاءات؛ ويحتفظ بالعنوان نفسه (EIP-7702).',
  failed: 'تعذّر تغيير نوع الحساب. حاول مرة أخرى.',
}
