import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Indonesian: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': 'Penambahan izin',
  'approve.operatorApproval': 'Akses ke semua item',
  'approve.operatorRevoke': 'Akses dicabut',
  'approve.operator': 'Operator',
  'approve.collection': 'Koleksi',
  'approve.unknownContract': 'Kontrak tidak dikenal',
  'approve.signedApproval': 'Izin bertanda tangan',
  'approve.signedTransfer': 'Transfer bertanda tangan',
  'approve.anyRecipient': 'Alamat apa pun yang dipilih penerima izin',
  'approve.expires': 'Izin berakhir',
  'approve.validUntil': 'Tanda tangan berlaku hingga',
  'approve.never': 'Tidak pernah',
  'approve.title.allowance': 'Izinkan pembelanjaan token',
  'approve.title.allowanceRevoke': 'Hapus izin token',
  'approve.title.signedTransfer': 'Otorisasi transfer token',
  'approve.title.operator': 'Izinkan akses ke koleksi',
  'approve.title.operatorRevoke': 'Cabut akses ke koleksi',
  'approve.title.tokenTransfer': 'Kirim token',
  'approve.messageDetails': 'Pesan sebagaimana ditandatangani',
  'approve.warnEoaSpender':
    '{spender} adalah akun biasa, bukan kontrak: siapa pun yang memegang kuncinya dapat mengambil {symbol} Anda.',
  'approve.warnEoaOperator':
    '{operator} adalah akun biasa, bukan kontrak: siapa pun yang memegang kuncinya dapat mengambil setiap item {collection}.',
  'approve.warnContract':
    'Pesan ini mengaku sebagai izin Permit2, tetapi untuk kontrak {contract}, bukan Permit2.',
  'approve.warnTokenName':
    'Pesan ini menyebut token {claimed}, tetapi kontrak {contract} adalah {actual}.',
  'approve.warnHex':
    'Pesan ini bukan teks yang dapat dibaca: pesan ini bisa mengizinkan apa saja. Tanda tangani hanya jika Anda memercayai {origin}.',
  'approve.warnNoVerifier':
    'Pesan ini untuk kontrak {contract}, yang tidak ada di jaringan ini: pesan ini ditujukan untuk jaringan lain atau tidak untuk apa pun.',
  'approve.warnLookalike':
    '{recipient} mirip dengan {known}, alamat yang pernah Anda kirimi, tetapi alamatnya berbeda.',
  'approve.title.permission': 'Izinkan pembayaran token berulang',
  'approve.title.permissionRevoke': 'Akhiri izin',
  'approve.permissionRule':
    '{session} boleh mengirim hingga {amount} dari akun ini {period}, ke alamat mana pun, sampai {expiry}. Kontrak {contract} memeriksa setiap pembayaran terhadap aturan ini.',
  'approve.permissionAmount': 'Jumlah',
  'approve.permissionEvery': '{amount} {period}',
  'approve.permissionUntil': 'Sampai',
  'approve.permissionSession': 'Dipakai oleh',
  'approve.permissionContract': 'Diperiksa oleh',
  'approve.permissionReason': 'Alasan yang diberikan',
  'approve.permissionRevokeRule':
    'Izin {context} berakhir: kuncinya tidak bisa lagi membelanjakan dari akun ini.',
  'approve.permissionId': 'Izin',
  'approve.everyDay': { other: 'setiap {count} hari' },
  'approve.everyHour': { other: 'setiap {count} jam' },
  'approve.everyMinute': { other: 'setiap {count} menit' },
  'approve.everySecond': { other: 'setiap {count} detik' },
}
