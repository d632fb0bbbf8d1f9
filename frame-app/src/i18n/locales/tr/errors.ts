import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Turkish: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: 'İstek cüzdanda reddedildi.',
  unauthorized: 'Cüzdan bu siteye buna izin vermedi. Yeniden bağlanın.',
  unsupportedMethod: 'Cüzdan bu isteği desteklemiyor.',
  disconnected: 'Cüzdan bağlı değil. Cüzdanı açıp tekrar deneyin.',
  chainDisconnected: 'Cüzdan bu ağa bağlı değil.',
  unrecognizedChain: 'Cüzdan bu ağı tanımıyor. Önce ağı cüzdana ekleyin.',
  default: 'Bir şeyler ters gitti. Tekrar deneyin.',
  invalidParams: 'Cüzdan isteği okuyamadı. Tekrar deneyin.',
  internal: 'Cüzdanda bir sorun oluştu. Tekrar deneyin veya cüzdanı yeniden başlatın.',
  invalidMessage: 'İstek okunamadı. Sayfayı yenileyip tekrar deneyin.',
  protocolMismatch:
    'Bu sayfa pencerenin daha yeni bir sürümüne ihtiyaç duyuyor. Sayfayı yenileyin.',
  frameTimeout: 'Cüzdan penceresinin açılması çok uzun sürdü. Sayfayı yenileyin.',
  rpcNotAllowed: 'İşleme izin verilmiyor.',
  alreadyConnected: 'Zaten bağlı bir cüzdan var.',
  destroyed: 'Sayfa cüzdan penceresini kapattı. Sayfayı yenileyin.',
  viewUnavailable: 'Bu ekran burada kullanılamıyor.',
  projectNotFound: 'Bu site cüzdan bağlantıları için ayarlanmamış.',
  originNotAllowed: 'Bu sitenin bu cüzdan penceresini kullanmasına izin verilmiyor.',
  frameUnreachable: 'Cüzdan hizmetine ulaşılamıyor. Bağlantınızı kontrol edin.',
  paymentInvalid: 'Ödeme isteği geçersiz.',
  paymentUnavailable: 'Bu ödeme burada alınamıyor.',
  requestPending: 'Cüzdanda bekleyen bir istek zaten var. Devam etmek için cüzdanı açın.',
}
