import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Hindi: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': 'यह क्या करता है',
  'approve.confirmInWallet': '{name} में पुष्टि करें',
  'approve.confirmInWalletDetail':
    '{name} में अनुरोध स्वीकार या अस्वीकार करें। वॉलेट के जवाब देने पर यह बंद हो जाएगा।',
  'approve.youSend': 'आप भेजते हैं',
  'approve.youReceive': 'आप पाते हैं',
  'approve.nothing': 'कुछ नहीं',
  'approve.simulationUnavailable': 'इस नेटवर्क पर सिमुलेशन उपलब्ध नहीं: बैलेंस में बदलाव नहीं दिखाए जा सकते।',
  'approve.warnReverts': 'अभी भेजने पर यह लेनदेन विफल होगा: {reason}। नेटवर्क शुल्क फिर भी लगेगा।',
  'approve.warnRevertsCall': 'अभी भेजने पर इस बैच की कॉल {index} विफल होगी: {reason}।',
  'approve.noReason': 'नेटवर्क कोई कारण नहीं बताता',
  'approve.title.swap': 'टोकन स्वैप करें',
  'approve.swapSell': 'बेचें',
  'approve.swapSellAtMost': 'अधिकतम बेचें',
  'approve.swapBuy': 'खरीदें',
  'approve.swapBuyAtLeast': 'कम से कम खरीदें',
  'approve.router': 'राउटर',
  'approve.swapDeadline': 'तक मान्य',
  'approve.warnSwapRecipient': 'यह स्वैप जो खरीदता है वह आपके खाते में नहीं, {recipient} को जाता है।',
  'approve.title.delegation': 'किसी कॉन्ट्रैक्ट को अपना खाता चलाने दें',
  'approve.delegate': 'प्रतिनिधि',
  'approve.delegationChain': 'नेटवर्क',
  'approve.everyChain': 'हर नेटवर्क',
  'approve.currentDelegation': 'मौजूदा प्रतिनिधित्व',
  'approve.noDelegation': 'कोई नहीं',
  'approve.title.delegationRemoval': 'स्मार्ट अकाउंट बंद करें',
  'approve.delegationRemovalRule':
    'यह इस नेटवर्क पर आपके खाते का {delegate} को दिया गया प्रतिनिधित्व हटाता है। स्मार्ट-अकाउंट सुविधाएँ रुक जाती हैं: अब बैच कॉल नहीं, और नई अनुमतियाँ नहीं दी जा सकतीं। आपका पता और धन वैसे ही रहते हैं।',
  'approve.warnDelegateUnknown':
    'इससे कॉन्ट्रैक्ट {delegate} आपके खाते की तरह काम कर सकता है, और यह साइट इसकी अनुमति नहीं देती: यह आपकी हर चीज़ ले जा सकता है।',
  'approve.warnDelegateEveryChain':
    'यह प्रतिनिधित्व केवल इसी पर नहीं, हर नेटवर्क पर मान्य है: वही हस्ताक्षर किसी भी चेन पर आपका खाता सौंप देता है।',
}
