import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Hindi: Pay (`modal.pay`). */
export const pay: LocaleCatalog['pay'] = {
  amount: 'राशि',
  to: 'प्राप्तकर्ता',
  network: 'नेटवर्क',
  loading: 'आपका बैलेंस जाँचा जा रहा है',
  balance: 'आपका बैलेंस: {amount} {symbol}',
  switchFirst: 'आपका वॉलेट पहले {network} पर जाएगा।',
  pay: '{amount} {symbol} का भुगतान करें',
  insufficient:
    'इस ऑर्डर के भुगतान के लिए {network} पर पर्याप्त {symbol} नहीं है: आपके पास {amount} {symbol} है। इस वॉलेट में राशि जोड़ें या कोई दूसरा वॉलेट कनेक्ट करें।',
  ways: '{network} पर भुगतान के तरीके',
  'way.held': 'आपके पास {amount} है',
  'way.short': 'पर्याप्त नहीं',
  'way.swap': 'लगभग {amount} {symbol} स्वैप करें',
  swapNote: 'आपका वॉलेट दो बार पूछेगा: स्वैप के लिए, फिर भुगतान के लिए।',
  swapAndPay: 'स्वैप करें और {amount} {symbol} चुकाएँ',
  'step.walletPay': 'अपने वॉलेट में भुगतान स्वीकृत करें।',
  'step.switching': 'आपका वॉलेट {network} पर बदला जा रहा है',
  'step.swapping': '{amount} {from} को {symbol} में स्वैप किया जा रहा है। वॉलेट पूछे तो स्वीकृत करें।',
  'step.sending': 'भुगतान भेजा जा रहा है। वॉलेट पूछे तो उसे स्वीकृत करें।',
  'step.confirming': '{network} के भुगतान की पुष्टि करने की प्रतीक्षा',
  'step.recording': 'भुगतान दर्ज किया जा रहा है',
  'failed.load': 'आपका बैलेंस पढ़ा नहीं जा सका।',
  'failed.walletPay':
    'आपके वॉलेट ने भुगतान की पुष्टि नहीं की। फिर से कोशिश करें उससे दोबारा पूछता है: यह दो बार भुगतान नहीं करता।',
  'failed.swap': 'स्वैप नहीं हो सका। कुछ भी भुगतान नहीं हुआ।',
  'failed.send': 'भुगतान भेजा नहीं जा सका।',
  'failed.reverted': 'नेटवर्क पर भुगतान विफल रहा: केवल नेटवर्क शुल्क लगा।',
  'failed.pending': 'भुगतान भेज दिया गया है, पर अभी पुष्टि नहीं हुई है।',
  'way.card': 'कार्ड',
  'way.buy': 'लगभग {amount} {fiat} में खरीदें',
  buyNote:
    '{provider} का चेकआउट नई विंडो में खुलता है। {symbol} आते ही भुगतान अपने आप आगे बढ़ता है; बचा हुआ आपके वॉलेट में रहता है।',
  buyWithCard: 'कार्ड से खरीदें',
  cancelPurchase: 'खरीदारी रद्द करें',
  'step.buying': '{provider} से आपके {amount} {symbol} का इंतज़ार। उसकी विंडो में खरीदारी पूरी करें।',
  'step.bought': 'आपकी खरीदारी आ गई। भुगतान तैयार हो रहा है',
  'failed.buy': '{provider} के अनुसार खरीदारी पूरी नहीं हुई: कुछ नहीं खरीदा गया और ऑर्डर का भुगतान नहीं हुआ।',
  'failed.buyCancelled': 'खरीदारी रद्द कर दी गई। कुछ भी भुगतान नहीं हुआ: ऑर्डर अभी खुला है।',
  swapNoteApprove:
    'आपका वॉलेट तीन बार तक पूछता है: एक्सचेंज को आपके {symbol} इस्तेमाल करने देने के लिए, स्वैप के लिए, फिर भुगतान के लिए।',
  retry: 'फिर से कोशिश करें',
}
