import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Indonesian: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'Jenis akun',
  toggle: 'Akun pintar',
  on: 'Akun pintar: panggilan yang digabung berjalan dalam satu transaksi. Dengan EIP-7702, alamatnya tetap sama.',
  off: 'Akun standar (EOA). Aktifkan akun pintar untuk menggabungkan panggilan; alamatnya tetap sama (EIP-7702).',
  failed: 'Jenis akun tidak dapat diubah. Coba lagi.',
}
