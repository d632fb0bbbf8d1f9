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
  ways: '{network} üzerinde ödeme yolları',
  'way.held': 'Sende {amount} var',
  'way.short': 'Yeterli değil',
  'way.swap': 'Yaklaşık {amount} {symbol} takas et',
  swapNote: 'Cüzdanın iki kez sorar: önce takas, sonra ödeme için.',
  swapAndPay: 'Takas et ve {amount} {symbol} öde',
  'step.walletPay': 'Ödemeyi cüzdanında onayla.',
  'step.switching': 'Cüzdanınız {network} ağına geçiriliyor',
  'step.swapping': '{amount} {from}, {symbol} ile takas ediliyor. Cüzdanın sorarsa onayla.',
  'step.sending': 'Ödeme gönderiliyor. Cüzdanınız sorarsa onaylayın.',
  'step.confirming': '{network} ağının ödemeyi onaylaması bekleniyor',
  'step.recording': 'Ödeme kaydediliyor',
  'failed.load': 'Bakiyeniz okunamadı.',
  'failed.walletPay': 'Cüzdanın ödemeyi onaylamadı. Tekrar dene ona yeniden sorar: iki kez ödemez.',
  'failed.swap': 'Takas yapılamadı. Hiçbir şey ödenmedi.',
  'failed.send': 'Ödeme gönderilemedi.',
  'failed.reverted': 'Ödeme ağda başarısız oldu: yalnızca ağ ücreti harcandı.',
  'failed.pending': 'Ödeme gönderildi ancak henüz onaylanmadı.',
  'way.card': 'Kart',
  'way.buy': 'Yaklaşık {amount} için {fiat} öde',
  buyNote:
    '{provider} ödeme sayfası yeni bir pencerede açılır. {symbol} geldiğinde ödeme kendiliğinden devam eder; kalan kısım cüzdanınızda kalır.',
  buyWithCard: 'Kartla satın al',
  cancelPurchase: 'Satın almayı iptal et',
  'step.buying':
    '{provider} üzerinden {amount} {symbol} bekleniyor. Satın almayı onun penceresinde tamamlayın.',
  'step.bought': 'Satın aldığınız geldi. Ödeme hazırlanıyor',
  'failed.buy':
    '{provider} satın almanın gerçekleşmediğini bildiriyor: hiçbir şey alınmadı ve sipariş ödenmedi.',
  'failed.buyCancelled': 'Satın alma iptal edildi. Hiçbir şey ödenmedi: sipariş hâlâ açık.',
  swapNoteApprove:
    'Cüzdanınız en fazla üç kez sorar: borsanın {symbol} kullanmasına izin vermek, takas ve ödeme için.',
  retry: 'Tekrar dene',
}
