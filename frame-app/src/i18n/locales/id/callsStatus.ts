import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Indonesian: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': 'Di {network}',
  'callsStatus.calls': 'Panggilan',
  'callsStatus.call': 'Panggilan {index}',
  'callsStatus.to': 'Ke {address}',
  'callsStatus.state.queued': 'Menunggu dikirim',
  'callsStatus.state.pending': 'Tertunda',
  'callsStatus.state.confirmed': 'Terkonfirmasi',
  'callsStatus.state.reverted': 'Gagal: dibatalkan',
  'callsStatus.state.notSent': 'Tidak dikirim',
  'callsStatus.explorer': 'Lihat panggilan {index} di penjelajah',
  'callsStatus.status.pending': 'Berjalan: {done} dari {count} terkonfirmasi',
  'callsStatus.status.confirmed': 'Selesai: setiap panggilan terkonfirmasi',
  'callsStatus.status.offchainFailure': 'Tidak dikirim: tidak ada panggilan yang mencapai jaringan',
  'callsStatus.status.reverted': 'Gagal: panggilan dibatalkan, hanya biaya jaringan yang terpakai',
  'callsStatus.status.partiallyReverted':
    'Berhenti: {done} dari {count} terkonfirmasi, sisanya gagal atau tidak dikirim',
  'callsStatus.loading': 'Membaca panggilan…',
  'callsStatus.unknown':
    'Batch ini tidak dikenal lagi di sini. Mungkin dikirim sebelum halaman dimuat ulang.',
  'callsStatus.failed': 'Status panggilan tidak dapat dibaca dari jaringan.',
  'callsStatus.retry': 'Coba lagi',
}
