import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Arabic: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': 'على {network}',
  'callsStatus.calls': 'الاستدعاءات',
  'callsStatus.call': 'الاستدعاء {index}',
  'callsStatus.to': 'إلى {address}',
  'callsStatus.state.queued': 'بانتظار الإرسال',
  'callsStatus.state.pending': 'قيد الانتظار',
  'callsStatus.state.confirmed': 'مؤكد',
  'callsStatus.state.reverted': 'فشل: تم التراجع',
  'callsStatus.state.notSent': 'لم يُرسل',
  'callsStatus.explorer': 'عرض الاستدعاء {index} في المستكشف',
  'callsStatus.status.pending': 'قيد التنفيذ: تم تأكيد {done} من {count}',
  'callsStatus.status.confirmed': 'تم: كل الاستدعاءات مؤكدة',
  'callsStatus.status.offchainFailure': 'لم يُرسل: لم يصل أي استدعاء إلى الشبكة',
  'callsStatus.status.reverted': 'فشل: تم التراجع عن الاستدعاءات ودُفعت رسوم الشبكة فقط',
  'callsStatus.status.partiallyReverted':
    'توقف: تم تأكيد {done} من {count}، والباقي فشل أو لم يُرسل',
  'callsStatus.loading': 'جارٍ قراءة الاستدعاءات…',
  'callsStatus.unknown': 'هذه الدفعة لم تعد معروفة هنا. ربما أُرسلت قبل إعادة تحميل الصفحة.',
  'callsStatus.failed': 'تعذرت قراءة حالة الاستدعاءات من الشبكة.',
  'callsStatus.retry': 'إعادة المحاولة',
}
