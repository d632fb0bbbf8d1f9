import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Indonesian: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: 'Pembelian tidak berhasil',
  failed:
    '{name} melaporkan bahwa pembelian {amount} {symbol} gagal, jadi tidak ada yang dikirim ke dompet Anda. Coba lagi, atau pilih jumlah atau metode pembayaran lain.',
}
