import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Turkish: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': 'İzin artışı',
  'approve.operatorApproval': 'Tüm öğelere erişim',
  'approve.operatorRevoke': 'Erişim geri alındı',
  'approve.operator': 'Operatör',
  'approve.collection': 'Koleksiyon',
  'approve.unknownContract': 'Bilinmeyen sözleşme',
  'approve.signedApproval': 'İmzalı izin',
  'approve.signedTransfer': 'İmzalı transfer',
  'approve.anyRecipient': 'Harcayıcının seçtiği herhangi bir adres',
  'approve.expires': 'İzin bitişi',
  'approve.validUntil': 'İmza şu tarihe kadar geçerli',
  'approve.never': 'Hiçbir zaman',
  'approve.title.allowance': 'Token harcamasına izin ver',
  'approve.title.allowanceRevoke': 'Bir token iznini kaldır',
  'approve.title.signedTransfer': 'Bir token transferini yetkilendir',
  'approve.title.operator': 'Bir koleksiyona erişime izin ver',
  'approve.title.operatorRevoke': 'Bir koleksiyona erişimi geri al',
  'approve.title.tokenTransfer': 'Token gönder',
  'approve.messageDetails': 'İmzalanan haliyle mesaj',
  'approve.warnEoaSpender':
    '{spender} bir sözleşme değil, sıradan bir hesap: anahtarına sahip olan kişi {symbol} varlıklarını alabilir.',
  'approve.warnEoaOperator':
    '{operator} bir sözleşme değil, sıradan bir hesap: anahtarına sahip olan kişi {collection} içindeki her öğeyi alabilir.',
  'approve.warnContract':
    'Bu mesaj bir Permit2 izni olduğunu söylüyor, ancak Permit2 için değil, {contract} sözleşmesi için.',
  'approve.warnTokenName':
    'Bu mesaj tokeni {claimed} olarak adlandırıyor, ancak {contract} sözleşmesi {actual}.',
  'approve.warnHex':
    'Bu mesaj okunabilir bir metin değil: her şeye izin verebilir. Yalnızca {origin} kaynağına güveniyorsan imzala.',
  'approve.warnNoVerifier':
    'Bu mesaj {contract} sözleşmesi için, ancak bu ağda böyle bir sözleşme yok: başka bir ağ için ya da hiçbir şey için.',
  'approve.warnLookalike':
    '{recipient}, daha önce gönderim yaptığın {known} adresine benziyor, ancak farklı bir adres.',
  'approve.title.permission': 'Yinelenen token ödemelerine izin ver',
  'approve.title.permissionRevoke': 'Bir izni sonlandır',
  'approve.permissionRule':
    '{session}, {expiry} tarihine kadar bu hesaptan {period} en fazla {amount} tutarını herhangi bir adrese gönderebilir. {contract} sözleşmesi her ödemeyi bu kurala göre denetler.',
  'approve.permissionAmount': 'Tutar',
  'approve.permissionEvery': '{period} {amount}',
  'approve.permissionUntil': 'Bitiş',
  'approve.permissionSession': 'Kullanan',
  'approve.permissionContract': 'Denetleyen',
  'approve.permissionReason': 'Belirtilen neden',
  'approve.permissionRevokeRule':
    '{context} izni sona erer: anahtarı artık bu hesaptan harcama yapamaz.',
  'approve.permissionId': 'İzin',
  'approve.everyDay': { one: 'her gün', other: 'her {count} günde bir' },
  'approve.everyHour': { one: 'her saat', other: 'her {count} saatte bir' },
  'approve.everyMinute': { one: 'her dakika', other: 'her {count} dakikada bir' },
  'approve.everySecond': { one: 'her saniye', other: 'her {count} saniyede bir' },
}
