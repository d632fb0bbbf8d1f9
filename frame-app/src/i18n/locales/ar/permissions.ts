import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Arabic: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro': 'ما سمح به {account} على {network}. ألغِ ما لم تعد تستخدمه.',
  'permissions.loading': 'جارٍ قراءة أذوناتك…',
  'permissions.empty': 'لا شيء قائم: لا سماح بالإنفاق ولا موافقة ولا تفويض ولا جلسة.',
  'permissions.failed': 'تعذّرت قراءة أذوناتك.',
  'permissions.retry': 'حاول مرة أخرى',
  'permissions.allowance': 'يمكنه إنفاق {amount} {symbol}',
  'permissions.unlimited': 'غير محدود',
  'permissions.operator': 'يمكنه نقل كل {collection} تملكها',
  'permissions.delegation': 'الحساب مفوَّض إلى عقد (EIP-7702)',
  'permissions.walletConnect': 'جلسة WalletConnect مع {name}',
  'permissions.siwx': 'تم تسجيل الدخول إلى {domain}',
  'permissions.to': 'ممنوح إلى {name}',
  'permissions.unknownContract': 'ممنوح إلى عقد غير معروف، {address}',
  'permissions.notContract': 'ممنوح إلى حساب، وليس عقدًا: {address}',
  'permissions.delegate': 'المفوَّض: {name}',
  'permissions.expires': 'حتى {date}',
  'permissions.revoke': 'إلغاء',
  'permissions.revokeLabel': 'إلغاء: {what}',
  'permissions.asking': 'أكِّد في محفظتك…',
  'permissions.confirming': 'جارٍ الإلغاء، بانتظار الشبكة…',
  'permissions.notRevoked': 'لم يُلغَ: {reason}',
  'permissions.delegationElsewhere':
    'لا تستطيع هذه المحفظة إلغاء التفويض من هنا: ألغِه في المحفظة نفسها.',
}
