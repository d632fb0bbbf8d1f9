import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Arabic: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: 'تسجيل الدخول باستخدام',
  none: 'لم يُعدّ أي تسجيل دخول اجتماعي على هذا الخادم.',
  loadFailed: 'تعذّر تحميل تسجيلات الدخول الاجتماعية.',
  back: 'رجوع',
  continueWith: 'المتابعة باستخدام {name}',
  starting: 'جارٍ فتح {name}…',
  waiting: 'تابع في نافذة {name}',
  waitingDetail: 'سجّل الدخول هناك؛ تتحدّث هذه النافذة عند الانتهاء.',
  connecting: 'جارٍ تسجيل الدخول…',
  blocked: 'حظر متصفحك نافذة {name}',
  blockedDetail: 'افتحها بنفسك لمتابعة تسجيل الدخول.',
  openWindow: 'المتابعة في نافذة جديدة',
  cancel: 'إلغاء',
  tryAgain: 'إعادة المحاولة',
  failedTitle: 'فشل تسجيل الدخول',
  closed: 'أُغلقت نافذة {name} قبل تسجيل دخولك.',
  vaultLoad: 'تعذّر تحميل المحفظة الآمنة. تحقّق من اتصالك وأعد المحاولة.',
  timeout: 'لم تستجب المحفظة الآمنة في الوقت المحدد. أعد المحاولة.',
  unreachable: 'تعذّر الوصول إلى الخادم. أعد المحاولة.',
  farcasterScan: 'امسح الرمز بهاتفك',
  farcasterDetail: 'امسح هذا الرمز بتطبيق Farcaster، أو افتحه على هذا الجهاز.',
  farcasterOpen: 'فتح Farcaster على هذا الجهاز',
  farcasterQr: 'رمز QR لتسجيل الدخول باستخدام Farcaster',
  farcasterStarting: 'جارٍ تجهيز رابط تسجيل الدخول…',
}
