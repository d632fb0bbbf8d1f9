import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Arabic: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': 'زيادة الموافقة',
  'approve.operatorApproval': 'وصول إلى كل العناصر',
  'approve.operatorRevoke': 'سُحب الوصول',
  'approve.operator': 'المشغّل',
  'approve.collection': 'المجموعة',
  'approve.unknownContract': 'عقد غير معروف',
  'approve.signedApproval': 'موافقة موقّعة',
  'approve.signedTransfer': 'تحويل موقّع',
  'approve.anyRecipient': 'أي عنوان تختاره الجهة المخوّلة',
  'approve.expires': 'تنتهي الموافقة',
  'approve.validUntil': 'التوقيع صالح حتى',
  'approve.never': 'أبدًا',
  'approve.title.allowance': 'السماح بإنفاق الرموز',
  'approve.title.allowanceRevoke': 'إزالة إذن رموز',
  'approve.title.signedTransfer': 'تفويض تحويل رموز',
  'approve.title.operator': 'السماح بالوصول إلى مجموعة',
  'approve.title.operatorRevoke': 'سحب الوصول إلى مجموعة',
  'approve.title.tokenTransfer': 'إرسال رموز',
  'approve.messageDetails': 'الرسالة كما تُوقَّع',
  'approve.warnEoaSpender':
    '{spender} حساب عادي وليس عقدًا: من يملك مفتاحه يمكنه أخذ {symbol} الخاصة بك.',
  'approve.warnEoaOperator':
    '{operator} حساب عادي وليس عقدًا: من يملك مفتاحه يمكنه أخذ كل عنصر من {collection}.',
  'approve.warnContract':
    'تدّعي هذه الرسالة أنها إذن Permit2، لكنها للعقد {contract} وليست لـ Permit2.',
  'approve.warnTokenName':
    'تذكر هذه الرسالة الرمز المميز {claimed}، لكن العقد {contract} هو {actual}.',
  'approve.warnHex':
    'هذه الرسالة ليست نصًا مقروءًا: قد تأذن بأي شيء. وقّعها فقط إذا كنت تثق بـ {origin}.',
  'approve.warnNoVerifier':
    'هذه الرسالة مخصّصة للعقد {contract}، وهو غير موجود على هذه الشبكة: إنها موجّهة لشبكة أخرى أو لا لشيء.',
  'approve.warnLookalike':
    'يشبه {recipient} العنوان {known} الذي أرسلت إليه من قبل، لكنه عنوان مختلف.',
  'approve.title.permission': 'السماح بمدفوعات رمزية متكررة',
  'approve.title.permissionRevoke': 'إنهاء إذن',
  'approve.permissionRule':
    'يمكن لـ {session} إرسال ما يصل إلى {amount} من هذا الحساب {period} إلى أي عنوان حتى {expiry}. يتحقق العقد {contract} من كل دفعة وفق هذه القاعدة.',
  'approve.permissionAmount': 'المبلغ',
  'approve.permissionEvery': '{amount} {period}',
  'approve.permissionUntil': 'حتى',
  'approve.permissionSession': 'يستخدمه',
  'approve.permissionContract': 'يتحقق منه',
  'approve.permissionReason': 'السبب المذكور',
  'approve.permissionRevokeRule':
    'ينتهي الإذن {context}: لم يعد بإمكان مفتاحه الإنفاق من هذا الحساب.',
  'approve.permissionId': 'الإذن',
  'approve.everyDay': {
    one: 'كل يوم',
    two: 'كل يومين',
    few: 'كل {count} أيام',
    many: 'كل {count} يومًا',
    other: 'كل {count} يوم',
  },
  'approve.everyHour': {
    one: 'كل ساعة',
    two: 'كل ساعتين',
    few: 'كل {count} ساعات',
    many: 'كل {count} ساعة',
    other: 'كل {count} ساعة',
  },
  'approve.everyMinute': {
    one: 'كل دقيقة',
    two: 'كل دقيقتين',
    few: 'كل {count} دقائق',
    many: 'كل {count} دقيقة',
    other: 'كل {count} دقيقة',
  },
  'approve.everySecond': {
    one: 'كل ثانية',
    two: 'كل ثانيتين',
    few: 'كل {count} ثوانٍ',
    many: 'كل {count} ثانية',
    other: 'كل {count} ثانية',
  },
}
