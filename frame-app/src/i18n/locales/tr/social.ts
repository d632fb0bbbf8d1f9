import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Turkish: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: 'Şununla giriş yap',
  none: 'Bu sunucuda sosyal giriş ayarlanmamış.',
  loadFailed: 'Sosyal girişler yüklenemedi.',
  back: 'Geri',
  continueWith: '{name} ile devam et',
  starting: '{name} açılıyor…',
  waiting: '{name} penceresinde devam edin',
  waitingDetail: 'Orada giriş yapın; işiniz bitince bu pencere güncellenir.',
  connecting: 'Giriş yapılıyor…',
  blocked: 'Tarayıcınız {name} penceresini engelledi',
  blockedDetail: 'Girişe devam etmek için pencereyi kendiniz açın.',
  openWindow: 'Yeni bir pencerede devam et',
  cancel: 'İptal',
  tryAgain: 'Tekrar dene',
  failedTitle: 'Giriş başarısız',
  closed: '{name} penceresi giriş yapmadan önce kapatıldı.',
  vaultLoad: 'Güvenli cüzdan yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  timeout: 'Güvenli cüzdan zamanında yanıt vermedi. Tekrar deneyin.',
  unreachable: 'Sunucuya ulaşılamadı. Tekrar deneyin.',
  farcasterScan: 'Telefonunuzla tarayın',
  farcasterDetail: 'Bu kodu Farcaster uygulamasıyla tarayın veya bu cihazda açın.',
  farcasterOpen: 'Farcaster’ı bu cihazda aç',
  farcasterQr: 'Farcaster ile giriş için QR kodu',
  farcasterStarting: 'Giriş bağlantısı hazırlanıyor…',
}
