import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Indonesian: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: 'Jumlah',
  to: 'Ke',
  network: 'Jaringan',
  loading: 'Memeriksa saldo Anda',
  balance: 'Saldo Anda: {amount} {symbol}',
  switchFirst: 'Dompet Anda beralih ke {network} terlebih dahulu.',
  pay: 'Bayar {amount} {symbol}',
  insufficient:
    '{symbol} di {network} tidak cukup untuk membayar pesanan ini: Anda memiliki {amount} {symbol}. Isi dompet ini atau hubungkan dompet lain.',
  'step.switching': 'Mengalihkan dompet Anda ke {network}',
  'step.sending': 'Mengirim pembayaran. Setujui di dompet Anda jika diminta.',
  'step.confirming': 'Menunggu {network} mengonfirmasi pembayaran',
  'step.recording': 'Mencatat pembayaran',
  'failed.load': 'Saldo Anda tidak dapat dibaca.',
  'failed.send': 'Pembayaran tidak dapat dikirim.',
  'failed.reverted': 'Pembayaran gagal di jaringan: hanya biaya jaringan yang terpakai.',
  'failed.pending': 'Pembayaran sudah dikirim tetapi belum terkonfirmasi.',
  retry: 'Coba lagi',
}
