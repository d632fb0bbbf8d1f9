import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Turkish: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: 'Tutar',
  to: 'Alıcı',
  network: 'Ağ',
  loading: 'Bakiyeniz kontrol ediliyor',
  balance: 'Bakiyeniz: {amount} {symbol}',
  switchFirst: 'Cüzdanınız önce {network} ağına geçecek.',
  pay: '{amount} {symbol} öde',
  insufficient:
    'Bu siparişi ödemek için {network} ağında yeterli {symbol} yok: {amount} {symbol} tutuyorsunuz. Bu cüzdana bakiye ekleyin veya başka bir cüzdan bağlayın.',
  'step.switching': 'Cüzdanınız {network} ağına geçiriliyor',
  'step.sending': 'Ödeme gönderiliyor. Cüzdanınız sorarsa onaylayın.',
  'step.confirming': '{network} ağının ödemeyi onaylaması bekleniyor',
  'step.recording': 'Ödeme kaydediliyor',
  'failed.load': 'Bakiyeniz okunamadı.',
  'failed.send': 'Ödeme gönderilemedi.',
  'failed.reverted': 'Ödeme ağda başarısız oldu: yalnızca ağ ücreti harcandı.',
  'failed.pending': 'Ödeme gönderildi ancak henüz onaylanmadı.',
  retry: 'Tekrar dene',
}
