import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Indonesian: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: 'Permintaan ditolak di dompet.',
  unauthorized: 'Dompet tidak mengizinkan situs ini melakukan itu. Hubungkan lagi.',
  unsupportedMethod: 'Dompet tidak mendukung permintaan ini.',
  disconnected: 'Dompet tidak terhubung. Buka dompet dan coba lagi.',
  chainDisconnected: 'Dompet tidak terhubung ke jaringan ini.',
  unrecognizedChain: 'Dompet tidak mengenal jaringan ini. Tambahkan di sana terlebih dahulu.',
  default: 'Terjadi kesalahan. Coba lagi.',
  invalidParams: 'Dompet tidak dapat membaca permintaan. Coba lagi.',
  internal: 'Dompet mengalami masalah. Coba lagi, atau mulai ulang dompet.',
  invalidMessage: 'Permintaan tidak dapat dibaca. Muat ulang halaman dan coba lagi.',
  protocolMismatch: 'Halaman ini memerlukan versi jendela yang lebih baru. Muat ulang halaman.',
  frameTimeout: 'Jendela dompet terlalu lama dimulai. Muat ulang halaman.',
  rpcNotAllowed: 'Tindakan tidak diizinkan.',
  alreadyConnected: 'Sebuah dompet sudah terhubung.',
  destroyed: 'Halaman menutup jendela dompet. Muat ulang halaman.',
  viewUnavailable: 'Layar ini tidak tersedia di sini.',
  projectNotFound: 'Situs ini tidak disiapkan untuk koneksi dompet.',
  originNotAllowed: 'Situs ini tidak diizinkan menggunakan jendela dompet ini.',
  frameUnreachable: 'Layanan dompet tidak dapat dijangkau. Periksa koneksi Anda.',
  paymentInvalid: 'Permintaan pembayaran tidak valid.',
  paymentUnavailable: 'Pembayaran ini tidak dapat diterima di sini.',
  requestPending: 'Sebuah permintaan sudah menunggu di dompet. Buka dompet untuk melanjutkan.',
}
