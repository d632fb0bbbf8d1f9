import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Hindi: CallsStatus (`wallet_showCallsStatus`). */
export const callsStatus: LocaleCatalog['callsStatus'] = {
  'callsStatus.network': '{network} पर',
  'callsStatus.calls': 'कॉल',
  'callsStatus.call': 'कॉल {index}',
  'callsStatus.to': '{address} को',
  'callsStatus.state.queued': 'भेजे जाने की प्रतीक्षा',
  'callsStatus.state.pending': 'लंबित',
  'callsStatus.state.confirmed': 'पुष्ट',
  'callsStatus.state.reverted': 'विफल: वापस हुई',
  'callsStatus.state.notSent': 'नहीं भेजी गई',
  'callsStatus.explorer': 'कॉल {index} एक्सप्लोरर में देखें',
  'callsStatus.status.pending': 'जारी: {count} में से {done} पुष्ट',
  'callsStatus.status.confirmed': 'पूरा: हर कॉल पुष्ट है',
  'callsStatus.status.offchainFailure': 'नहीं भेजा गया: कोई कॉल नेटवर्क तक नहीं पहुँची',
  'callsStatus.status.reverted': 'विफल: कॉल वापस हुईं, केवल नेटवर्क शुल्क लगा',
  'callsStatus.status.partiallyReverted':
    'रुका: {count} में से {done} पुष्ट, बाकी विफल रहीं या भेजी नहीं गईं',
  'callsStatus.loading': 'कॉल पढ़ी जा रही हैं…',
  'callsStatus.unknown': 'यह बैच अब यहाँ ज्ञात नहीं है। शायद यह पेज रीलोड होने से पहले भेजा गया था।',
  'callsStatus.failed': 'कॉल की स्थिति नेटवर्क से नहीं पढ़ी जा सकी।',
  'callsStatus.retry': 'फिर से कोशिश करें',
}
