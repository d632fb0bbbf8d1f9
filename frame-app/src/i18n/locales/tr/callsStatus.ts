import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Turkish: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': '{network} ağında',
  'callsStatus.calls': 'Çağrılar',
  'callsStatus.call': 'Çağrı {index}',
  'callsStatus.to': 'Alıcı: {address}',
  'callsStatus.state.queued': 'Gönderilmeyi bekliyor',
  'callsStatus.state.pending': 'Beklemede',
  'callsStatus.state.confirmed': 'Onaylandı',
  'callsStatus.state.reverted': 'Başarısız: geri alındı',
  'callsStatus.state.notSent': 'Gönderilmedi',
  'callsStatus.explorer': 'Çağrı {index} gezginde görüntüle',
  'callsStatus.status.pending': 'Sürüyor: {count} çağrıdan {done} onaylandı',
  'callsStatus.status.confirmed': 'Tamam: her çağrı onaylandı',
  'callsStatus.status.offchainFailure': 'Gönderilmedi: hiçbir çağrı ağa ulaşmadı',
  'callsStatus.status.reverted': 'Başarısız: çağrılar geri alındı, yalnızca ağ ücreti ödendi',
  'callsStatus.status.partiallyReverted':
    'Durdu: {count} çağrıdan {done} onaylandı, kalanı başarısız oldu ya da gönderilmedi',
  'callsStatus.loading': 'Çağrılar okunuyor…',
  'callsStatus.unknown':
    'Bu paket artık burada bilinmiyor. Sayfa yeniden yüklenmeden önce gönderilmiş olabilir.',
  'callsStatus.failed': 'Çağrıların durumu ağdan okunamadı.',
  'callsStatus.retry': 'Tekrar dene',
}
