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
  ways: 'Cara membayar di {network}',
  'way.held': 'Anda memiliki {amount}',
  'way.short': 'Tidak cukup',
  'way.swap': 'Tukar sekitar {amount} {symbol}',
  swapNote: 'Wallet Anda meminta dua kali: untuk penukaran, lalu untuk pembayaran.',
  swapAndPay: 'Tukar dan bayar {amount} {symbol}',
  'step.walletPay': 'Setujui pembayaran di wallet Anda.',
  'step.switching': 'Mengalihkan dompet Anda ke {network}',
  'step.swapping': 'Menukar {amount} {from} ke {symbol}. Setujui di wallet Anda jika diminta.',
  'step.sending': 'Mengirim pembayaran. Setujui di dompet Anda jika diminta.',
  'step.confirming': 'Menunggu {network} mengonfirmasi pembayaran',
  'step.recording': 'Mencatat pembayaran',
  'failed.load': 'Saldo Anda tidak dapat dibaca.',
  'failed.walletPay':
    'Wallet Anda tidak mengonfirmasi pembayaran. Coba lagi akan memintanya lagi: tidak membayar dua kali.',
  'failed.swap': 'Penukaran tidak dapat dilakukan. Tidak ada yang dibayar.',
  'failed.send': 'Pembayaran tidak dapat dikirim.',
  'failed.reverted': 'Pembayaran gagal di jaringan: hanya biaya jaringan yang terpakai.',
  'failed.pending': 'Pembayaran sudah dikirim tetapi belum terkonfirmasi.',
  'way.card': 'Kartu',
  'way.buy': 'Beli sekitar {amount} seharga {fiat}',
  buyNote:
    'Checkout {provider} terbuka di jendela baru. Setelah {symbol} tiba, pembayaran berlanjut sendiri; sisanya tetap di dompet Anda.',
  buyWithCard: 'Beli dengan kartu',
  cancelPurchase: 'Batalkan pembelian',
  'step.buying':
    'Menunggu {amount} {symbol} Anda dari {provider}. Selesaikan pembelian di jendelanya.',
  'step.bought': 'Pembelian Anda sudah tiba. Menyiapkan pembayaran',
  'failed.buy':
    '{provider} menyatakan pembelian tidak berhasil: tidak ada yang dibeli dan pesanan belum dibayar.',
  'failed.buyCancelled': 'Pembelian dibatalkan. Tidak ada yang dibayar: pesanan masih terbuka.',
  swapNoteApprove:
    'Dompet Anda bertanya hingga tiga kali: untuk mengizinkan bursa memakai {symbol} Anda, untuk penukaran, lalu untuk pembayaran.',
  retry: 'Coba lagi',
}
