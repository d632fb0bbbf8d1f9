import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Hindi: what ApproveTransaction's requests allow or move, and its warnings. */
export const approveIntent: LocaleCatalog['approveIntent'] = {
  'approve.allowanceIncrease': 'अनुमति में बढ़ोतरी',
  'approve.operatorApproval': 'हर आइटम तक पहुँच',
  'approve.operatorRevoke': 'पहुँच वापस ली गई',
  'approve.operator': 'ऑपरेटर',
  'approve.collection': 'संग्रह',
  'approve.unknownContract': 'अज्ञात कॉन्ट्रैक्ट',
  'approve.signedApproval': 'हस्ताक्षरित अनुमति',
  'approve.signedTransfer': 'हस्ताक्षरित ट्रांसफ़र',
  'approve.anyRecipient': 'खर्च करने वाला जो भी पता चुने',
  'approve.expires': 'अनुमति की समाप्ति',
  'approve.validUntil': 'हस्ताक्षर इस समय तक मान्य',
  'approve.never': 'कभी नहीं',
  'approve.title.allowance': 'टोकन खर्च की अनुमति दें',
  'approve.title.allowanceRevoke': 'टोकन अनुमति हटाएँ',
  'approve.title.signedTransfer': 'टोकन ट्रांसफ़र अधिकृत करें',
  'approve.title.operator': 'किसी संग्रह तक पहुँच की अनुमति दें',
  'approve.title.operatorRevoke': 'किसी संग्रह की पहुँच वापस लें',
  'approve.title.tokenTransfer': 'टोकन भेजें',
  'approve.messageDetails': 'हस्ताक्षरित संदेश',
  'approve.warnEoaSpender':
    '{spender} एक सामान्य खाता है, कॉन्ट्रैक्ट नहीं: जिसके पास इसकी कुंजी है वह आपके {symbol} ले सकता है।',
  'approve.warnEoaOperator':
    '{operator} एक सामान्य खाता है, कॉन्ट्रैक्ट नहीं: जिसके पास इसकी कुंजी है वह {collection} का हर आइटम ले सकता है।',
  'approve.warnContract':
    'यह संदेश Permit2 अनुमति होने का दावा करता है, लेकिन यह Permit2 के लिए नहीं, कॉन्ट्रैक्ट {contract} के लिए है।',
  'approve.warnTokenName':
    'यह संदेश टोकन का नाम {claimed} बताता है, लेकिन कॉन्ट्रैक्ट {contract} {actual} है।',
  'approve.warnHex':
    'यह संदेश पढ़ने योग्य टेक्स्ट नहीं है: यह कुछ भी अधिकृत कर सकता है। केवल तभी हस्ताक्षर करें जब आप {origin} पर भरोसा करते हों।',
  'approve.warnNoVerifier':
    'यह संदेश अनुबंध {contract} के लिए है, जो इस नेटवर्क पर मौजूद नहीं है: यह किसी दूसरे नेटवर्क के लिए है या किसी काम का नहीं।',
  'approve.warnLookalike':
    '{recipient}, {known} जैसा दिखता है, जिसे आपने पहले भेजा था, लेकिन यह अलग पता है।',
  'approve.title.permission': 'बार-बार होने वाले टोकन भुगतान की अनुमति दें',
  'approve.title.permissionRevoke': 'एक अनुमति समाप्त करें',
  'approve.permissionRule':
    '{session} इस खाते से {period} अधिकतम {amount} किसी भी पते पर {expiry} तक भेज सकता है। अनुबंध {contract} हर भुगतान को इस नियम से जाँचता है।',
  'approve.permissionAmount': 'राशि',
  'approve.permissionEvery': '{period} {amount}',
  'approve.permissionUntil': 'तक',
  'approve.permissionSession': 'उपयोगकर्ता',
  'approve.permissionContract': 'जाँचने वाला',
  'approve.permissionReason': 'बताया गया कारण',
  'approve.permissionRevokeRule':
    'अनुमति {context} समाप्त होती है: इसकी कुंजी अब इस खाते से खर्च नहीं कर सकती।',
  'approve.permissionId': 'अनुमति',
  'approve.everyDay': { one: 'हर दिन', other: 'हर {count} दिन में' },
  'approve.everyHour': { one: 'हर घंटे', other: 'हर {count} घंटे में' },
  'approve.everyMinute': { one: 'हर मिनट', other: 'हर {count} मिनट में' },
  'approve.everySecond': { one: 'हर सेकंड', other: 'हर {count} सेकंड में' },
}
