import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Hindi: the Permissions view (issue 39). */
export const permissions: LocaleCatalog['permissions'] = {
  'permissions.intro': '{account} ने {network} पर क्या अनुमति दी है। जो अब उपयोग नहीं करते, उसे रद्द करें।',
  'permissions.loading': 'आपकी अनुमतियाँ पढ़ी जा रही हैं…',
  'permissions.empty': 'कुछ भी लागू नहीं: कोई खर्च अनुमति, स्वीकृति, प्रत्यायोजन या सत्र नहीं।',
  'permissions.failed': 'आपकी अनुमतियाँ पढ़ी नहीं जा सकीं।',
  'permissions.retry': 'फिर से कोशिश करें',
  'permissions.allowance': '{amount} {symbol} खर्च कर सकता है',
  'permissions.unlimited': 'असीमित',
  'permissions.operator': 'आपके सभी {collection} ले जा सकता है',
  'permissions.delegation': 'खाता एक कॉन्ट्रैक्ट को सौंपा गया (EIP-7702)',
  'permissions.walletConnect': '{name} के साथ WalletConnect सत्र',
  'permissions.siwx': '{domain} में साइन इन',
  'permissions.grant': '{period} अधिकतम {amount} {symbol} भेज सकता है',
  'permissions.grantDetail': 'सत्र कुंजी {session} के ज़रिए, {date} तक',
  'permissions.everyDay': { one: 'हर दिन', other: 'हर {count} दिन में' },
  'permissions.everyHour': { one: 'हर घंटे', other: 'हर {count} घंटे में' },
  'permissions.everyMinute': { one: 'हर मिनट', other: 'हर {count} मिनट में' },
  'permissions.everySecond': { one: 'हर सेकंड', other: 'हर {count} सेकंड में' },
  'permissions.to': '{name} को दी गई',
  'permissions.unknownContract': 'एक अज्ञात कॉन्ट्रैक्ट को दी गई, {address}',
  'permissions.notContract': 'एक खाते को दी गई, कॉन्ट्रैक्ट को नहीं: {address}',
  'permissions.delegate': 'प्रतिनिधि: {name}',
  'permissions.expires': '{date} तक',
  'permissions.revoke': 'रद्द करें',
  'permissions.revokeLabel': 'रद्द करें: {what}',
  'permissions.asking': 'अपने वॉलेट में पुष्टि करें…',
  'permissions.confirming': 'रद्द हो रहा है, नेटवर्क की प्रतीक्षा…',
  'permissions.notRevoked': 'रद्द नहीं हुआ: {reason}',
  'permissions.delegationGrantsFirst':
    'पहले इसके द्वारा दी गई अनुमतियाँ रद्द करें: प्रतिनिधित्व हटाने से वे समाप्त नहीं होतीं।',
  'permissions.delegationElsewhere':
    'यह वॉलेट यहाँ से प्रत्यायोजन रद्द नहीं कर सकता: इसे वॉलेट में ही रद्द करें।',
}
