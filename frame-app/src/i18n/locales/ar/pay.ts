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
  'step.switching': 'جارٍ نقل محفظتك إلى {network}',
  'step.sending': 'جارٍ إرسال الدفعة. وافق عليها في محفظتك إذا طلبت ذلك.',
  'step.confirming': 'بانتظار تأكيد {network} للدفعة',
  'step.recording': 'جارٍ تسجيل الدفعة',
  'failed.load': 'تعذرت قراءة رصيدك.',
  'failed.send': 'تعذر إرسال الدفعة.',
  'failed.reverted': 'فشلت الدفعة على الشبكة: دُفعت رسوم الشبكة فقط.',
  'failed.pending': 'أُرسلت الدفعة لكنها لم تُؤكَّد بعد.',
  retry: 'إعادة المحاولة',
}
