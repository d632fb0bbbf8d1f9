import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Hindi: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'खाते का प्रकार',
  toggle: 'स्मार्ट खाता',
  on: 'स्मार्ट खाता: कई चरण एक ही लेन-देन में चलते हैं। आपका पता वही रहता है।',
  off: 'सामान्य खाता। कई चरण एक ही लेन-देन में चलाने के लिए स्मार्ट खाता चालू करें; आपका पता वही रहता है।',
  detailsSummary: 'यह कैसे काम करता है',
  details:
    'सामान्य खाता एक EOA (बाहरी स्वामित्व वाला खाता) है। स्मार्ट खाता EIP-7702 का उपयोग करता है: वही पता एक स्मार्ट-खाता कॉन्ट्रैक्ट को सौंपा जाता है।',
  failed: 'खाते का प्रकार नहीं बदला जा सका। फिर से कोशिश करें।',
}
