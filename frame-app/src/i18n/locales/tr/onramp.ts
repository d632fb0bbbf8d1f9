import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Turkish: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: 'Satın alma gerçekleşmedi',
  failed:
    '{name}, {amount} {symbol} satın alımının başarısız olduğunu bildiriyor; cüzdanınıza hiçbir şey gönderilmedi. Yeniden deneyin ya da başka bir tutar veya ödeme yöntemi seçin.',
}
