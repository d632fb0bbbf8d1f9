import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Indonesian: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: 'Masuk dengan',
  none: 'Tidak ada login sosial yang disiapkan di server ini.',
  loadFailed: 'Login sosial tidak dapat dimuat.',
  back: 'Kembali',
  continueWith: 'Lanjutkan dengan {name}',
  starting: 'Membuka {name}…',
  waiting: 'Lanjutkan di jendela {name}',
  waitingDetail: 'Masuk di sana; jendela ini diperbarui setelah Anda selesai.',
  connecting: 'Sedang masuk…',
  blocked: 'Browser Anda memblokir jendela {name}',
  blockedDetail: 'Buka sendiri untuk melanjutkan masuk.',
  openWindow: 'Lanjutkan di jendela baru',
  cancel: 'Batal',
  tryAgain: 'Coba lagi',
  failedTitle: 'Gagal masuk',
  closed: 'Jendela {name} ditutup sebelum Anda masuk.',
  vaultLoad: 'Dompet aman gagal dimuat. Periksa koneksi Anda dan coba lagi.',
  timeout: 'Dompet aman tidak menjawab tepat waktu. Coba lagi.',
  unreachable: 'Server tidak dapat dijangkau. Coba lagi.',
  farcasterScan: 'Pindai dengan ponsel Anda',
  farcasterDetail: 'Pindai kode ini dengan aplikasi Farcaster, atau buka di perangkat ini.',
  farcasterOpen: 'Buka Farcaster di perangkat ini',
  farcasterQr: 'Kode QR untuk masuk dengan Farcaster',
  farcasterStarting: 'Menyiapkan tautan masuk…',
}
