import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Arabic: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: 'المبلغ',
  to: 'إلى',
  network: 'الشبكة',
  loading: 'جارٍ التحقق من رصيدك',
  balance: 'رصيدك: {amount} {symbol}',
  switchFirst: 'ستنتقل محفظتك أولًا إلى {network}.',
  pay: 'ادفع {amount} {symbol}',
  insufficient:
    'لا يوجد ما يكفي من {symbol} على {network} لدفع هذا الطلب: لديك {amount} {symbol}. أضف أموالًا إلى هذه المحفظة أو اربط محفظة أخرى.',
  ways: 'طرق الدفع على {network}',
  'way.held': 'لديك {amount}',
  'way.short': 'غير كافٍ',
  'way.swap': 'استبدال نحو {amount} {symbol}',
  swapNote: 'ستطلب محفظتك مرتين: للاستبدال، ثم للدفع.',
  swapAndPay: 'استبدال ودفع {amount} {symbol}',
  'step.walletPay': 'وافق على الدفع في محفظتك.',
  'step.switching': 'جارٍ نقل محفظتك إلى {network}',
  'step.swapping': 'جارٍ استبدال {amount} {from} بـ {symbol}. وافق عليه في محفظتك إن طلبت.',
  'step.sending': 'جارٍ إرسال الدفعة. وافق عليها في محفظتك إذا طلبت ذلك.',
  'step.confirming': 'بانتظار تأكيد {network} للدفعة',
  'step.recording': 'جارٍ تسجيل الدفعة',
  'failed.load': 'تعذرت قراءة رصيدك.',
  'failed.walletPay': 'لم تؤكد محفظتك الدفع. «إعادة المحاولة» تسألها مجددًا: لن تدفع مرتين.',
  'failed.swap': 'تعذّر إجراء الاستبدال. لم يُدفع شيء.',
  'failed.send': 'تعذر إرسال الدفعة.',
  'failed.reverted': 'فشلت الدفعة على الشبكة: دُفعت رسوم الشبكة فقط.',
  'failed.pending': 'أُرسلت الدفعة لكنها لم تُؤكَّد بعد.',
  retry: 'إعادة المحاولة',
}
