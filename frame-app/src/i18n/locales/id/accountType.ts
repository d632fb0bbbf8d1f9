import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Indonesian: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Jenis akun',
  toggle: 'Akun pintar',
  on: 'Akun pintar: beberapa langkah berjalan sebagai satu transaksi. Alamat Anda tetap sama.',
  off: 'Akun standar. Aktifkan akun pintar agar beberapa langkah berjalan sebagai satu transaksi; alamat Anda tetap sama.',
  detailsSummary: 'Cara kerjanya',
  details:
    'Akun standar adalah EOA (akun milik eksternal). Akun pintar memakai EIP-7702: alamat yang sama didelegasikan ke kontrak akun pintar.',
  failed: 'Jenis akun tidak dapat diubah. Coba lagi.',
}
