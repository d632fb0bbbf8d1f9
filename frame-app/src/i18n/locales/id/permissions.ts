import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Indonesian: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro': 'Yang diizinkan {account} di {network}. Cabut yang tidak lagi Anda gunakan.',
  'permissions.loading': 'Membaca izin Anda…',
  'permissions.empty':
    'Tidak ada yang berlaku: tidak ada allowance, persetujuan, delegasi, atau sesi.',
  'permissions.failed': 'Izin Anda tidak dapat dibaca.',
  'permissions.retry': 'Coba lagi',
  'permissions.allowance': 'Dapat membelanjakan {amount} {symbol}',
  'permissions.unlimited': 'tak terbatas',
  'permissions.operator': 'Dapat memindahkan semua {collection} milik Anda',
  'permissions.delegation': 'Akun didelegasikan ke kontrak (EIP-7702)',
  'permissions.walletConnect': 'Sesi WalletConnect dengan {name}',
  'permissions.siwx': 'Masuk ke {domain}',
  'permissions.grant': 'Dapat mengirim hingga {amount} {symbol} {period}',
  'permissions.grantDetail': 'Melalui kunci sesi {session}, hingga {date}',
  'permissions.everyDay': { other: 'setiap {count} hari' },
  'permissions.everyHour': { other: 'setiap {count} jam' },
  'permissions.everyMinute': { other: 'setiap {count} menit' },
  'permissions.everySecond': { other: 'setiap {count} detik' },
  'permissions.to': 'Diberikan kepada {name}',
  'permissions.unknownContract': 'Diberikan kepada kontrak tak dikenal, {address}',
  'permissions.notContract': 'Diberikan kepada akun, bukan kontrak: {address}',
  'permissions.delegate': 'Delegasi: {name}',
  'permissions.expires': 'Hingga {date}',
  'permissions.revoke': 'Cabut',
  'permissions.revokeLabel': 'Cabut: {what}',
  'permissions.asking': 'Konfirmasi di dompet Anda…',
  'permissions.confirming': 'Mencabut, menunggu jaringan…',
  'permissions.notRevoked': 'Tidak dicabut: {reason}',
  'permissions.delegationGrantsFirst':
    'Cabut dulu izin yang diberikannya: menghapus delegasi tidak mengakhirinya.',
  'permissions.delegationElsewhere':
    'Dompet ini tidak dapat mencabut delegasi dari sini: cabut di dompet itu sendiri.',
}
