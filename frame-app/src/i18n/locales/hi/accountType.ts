import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Hindi: Account's account-type switch. */
export const accountType: LocaleCatalog['accountType'] = {
  heading: 'खाते का प्रकार',
  toggle: 'स्मार्ट खाता',
  on: 'स्मार्ट खाता: समूहित कॉल एक ही लेन-देन में चलते हैं। EIP-7702 के साथ यह यही पता बनाए रखता है।',
  off: 'सामान्य खाता (EOA)। कॉल को समूहित करने के लिए स्मार्ट खाता चालू करें; यह यही पता बनाए रखता है (EIP-7702)।',
  failed: 'खाते का प्रकार नहीं बदला जा सका। फिर से कोशिश करें।',
}
