import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Arabic: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: 'رُفض الطلب في المحفظة.',
  unauthorized: 'لم تسمح المحفظة لهذا الموقع بذلك. اتصل مرة أخرى.',
  unsupportedMethod: 'لا تدعم المحفظة هذا الطلب.',
  disconnected: 'المحفظة غير متصلة. افتحها وأعد المحاولة.',
  chainDisconnected: 'المحفظة غير متصلة بهذه الشبكة.',
  unrecognizedChain: 'لا تعرف المحفظة هذه الشبكة. أضفها إليها أولًا.',
  default: 'حدث خطأ ما. أعد المحاولة.',
  invalidParams: 'تعذّر على المحفظة قراءة الطلب. أعد المحاولة.',
  internal: 'واجهت المحفظة مشكلة. أعد المحاولة أو أعد تشغيل المحفظة.',
  invalidMessage: 'تعذّرت قراءة الطلب. أعد تحميل الصفحة وحاول مجددًا.',
  protocolMismatch: 'تحتاج هذه الصفحة إلى إصدار أحدث من النافذة. أعد تحميل الصفحة.',
  frameTimeout: 'استغرقت نافذة المحفظة وقتًا طويلًا للبدء. أعد تحميل الصفحة.',
  rpcNotAllowed: 'الإجراء غير مسموح به.',
  alreadyConnected: 'هناك محفظة متصلة بالفعل.',
  destroyed: 'أغلقت الصفحة نافذة المحفظة. أعد تحميل الصفحة.',
  viewUnavailable: 'هذه الشاشة غير متاحة هنا.',
  projectNotFound: 'هذا الموقع غير مُعدّ لاتصالات المحافظ.',
  originNotAllowed: 'لا يُسمح لهذا الموقع باستخدام نافذة المحفظة هذه.',
  frameUnreachable: 'تعذّر الوصول إلى خدمة المحفظة. تحقّق من اتصالك.',
  paymentInvalid: 'طلب الدفع غير صالح.',
  paymentUnavailable: 'لا يمكن قبول هذه الدفعة هنا.',
  requestPending: 'هناك طلب ينتظر بالفعل في المحفظة. افتحها للمتابعة.',
}
