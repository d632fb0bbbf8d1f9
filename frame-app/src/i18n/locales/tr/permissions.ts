import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Turkish: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro':
    '{account} hesabının {network} üzerinde verdiği izinler. Artık kullanmadıklarınızı iptal edin.',
  'permissions.loading': 'İzinleriniz okunuyor…',
  'permissions.empty': 'Geçerli bir şey yok: harcama izni, onay, yetki devri ya da oturum yok.',
  'permissions.failed': 'İzinleriniz okunamadı.',
  'permissions.retry': 'Tekrar dene',
  'permissions.allowance': '{amount} {symbol} harcayabilir',
  'permissions.unlimited': 'sınırsız',
  'permissions.operator': 'Sahip olduğunuz tüm {collection} öğelerini taşıyabilir',
  'permissions.delegation': 'Hesap bir sözleşmeye devredildi (EIP-7702)',
  'permissions.walletConnect': '{name} ile WalletConnect oturumu',
  'permissions.siwx': '{domain} sitesinde oturum açık',
  'permissions.grant': '{period} en fazla {amount} {symbol} gönderebilir',
  'permissions.grantDetail': '{session} oturum anahtarıyla, {date} tarihine kadar',
  'permissions.everyDay': { one: 'her gün', other: 'her {count} günde bir' },
  'permissions.everyHour': { one: 'her saat', other: 'her {count} saatte bir' },
  'permissions.everyMinute': { one: 'her dakika', other: 'her {count} dakikada bir' },
  'permissions.everySecond': { one: 'her saniye', other: 'her {count} saniyede bir' },
  'permissions.to': 'Verilen: {name}',
  'permissions.unknownContract': 'Bilinmeyen bir sözleşmeye verildi, {address}',
  'permissions.notContract': 'Bir sözleşmeye değil, bir hesaba verildi: {address}',
  'permissions.delegate': 'Devredilen: {name}',
  'permissions.expires': '{date} tarihine kadar',
  'permissions.revoke': 'İptal et',
  'permissions.revokeLabel': 'İptal et: {what}',
  'permissions.asking': 'Cüzdanınızda onaylayın…',
  'permissions.confirming': 'İptal ediliyor, ağ bekleniyor…',
  'permissions.notRevoked': 'İptal edilmedi: {reason}',
  'permissions.delegationGrantsFirst':
    'Önce verdiği izinleri iptal edin: yetki devrini kaldırmak onları sona erdirmez.',
  'permissions.delegationElsewhere':
    'Bu cüzdan bir yetki devrini buradan iptal edemez: cüzdanın kendisinde iptal edin.',
}
