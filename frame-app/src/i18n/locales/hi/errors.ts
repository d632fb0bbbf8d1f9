import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Hindi: what a user reads when something fails, by error code name. */
export const errors: LocaleCatalog['errors'] = {
  userRejected: 'वॉलेट में अनुरोध अस्वीकार कर दिया गया।',
  unauthorized: 'वॉलेट ने इस साइट को यह करने की अनुमति नहीं दी है। फिर से कनेक्ट करें।',
  unsupportedMethod: 'वॉलेट इस अनुरोध का समर्थन नहीं करता।',
  disconnected: 'वॉलेट कनेक्ट नहीं है। इसे खोलें और फिर से कोशिश करें।',
  chainDisconnected: 'वॉलेट इस नेटवर्क से कनेक्ट नहीं है।',
  unrecognizedChain: 'वॉलेट इस नेटवर्क को नहीं जानता। पहले इसे वहाँ जोड़ें।',
  default: 'कुछ गलत हो गया। फिर से कोशिश करें।',
  invalidParams: 'वॉलेट अनुरोध नहीं पढ़ सका। फिर से कोशिश करें।',
  internal: 'वॉलेट में कोई समस्या आई। फिर से कोशिश करें, या वॉलेट को फिर से शुरू करें।',
  invalidMessage: 'अनुरोध पढ़ा नहीं जा सका। पेज रीलोड करें और फिर से कोशिश करें।',
  protocolMismatch: 'इस पेज को विंडो के नए संस्करण की ज़रूरत है। पेज रीलोड करें।',
  frameTimeout: 'वॉलेट विंडो शुरू होने में बहुत समय लगा। पेज रीलोड करें।',
  rpcNotAllowed: 'यह कार्रवाई अनुमत नहीं है।',
  alreadyConnected: 'एक वॉलेट पहले से कनेक्ट है।',
  destroyed: 'पेज ने वॉलेट विंडो बंद कर दी। पेज रीलोड करें।',
  viewUnavailable: 'यह स्क्रीन यहाँ उपलब्ध नहीं है।',
  projectNotFound: 'यह साइट वॉलेट कनेक्शन के लिए सेट नहीं है।',
  originNotAllowed: 'इस साइट को यह वॉलेट विंडो इस्तेमाल करने की अनुमति नहीं है।',
  frameUnreachable: 'वॉलेट सेवा तक नहीं पहुँचा जा सकता। अपना कनेक्शन जाँचें।',
  paymentInvalid: 'भुगतान अनुरोध अमान्य है।',
  paymentUnavailable: 'यह भुगतान यहाँ स्वीकार नहीं किया जा सकता।',
  requestPending: 'वॉलेट में एक अनुरोध पहले से प्रतीक्षा में है। जारी रखने के लिए इसे खोलें।',
}
