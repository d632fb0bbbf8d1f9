import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Hindi: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: 'इससे साइन इन करें',
  none: 'इस सर्वर पर कोई सोशल लॉगिन सेट नहीं है।',
  loadFailed: 'सोशल लॉगिन लोड नहीं हो सके।',
  back: 'वापस',
  continueWith: '{name} के साथ जारी रखें',
  starting: '{name} खुल रहा है…',
  waiting: '{name} विंडो में जारी रखें',
  waitingDetail: 'वहाँ साइन इन करें; काम पूरा होने पर यह विंडो अपडेट हो जाएगी।',
  connecting: 'साइन इन हो रहा है…',
  blocked: 'आपके ब्राउज़र ने {name} विंडो ब्लॉक कर दी',
  blockedDetail: 'साइन इन जारी रखने के लिए इसे खुद खोलें।',
  openWindow: 'नई विंडो में जारी रखें',
  cancel: 'रद्द करें',
  tryAgain: 'फिर से कोशिश करें',
  failedTitle: 'साइन इन विफल रहा',
  closed: 'आपके साइन इन करने से पहले {name} विंडो बंद हो गई।',
  vaultLoad: 'सुरक्षित वॉलेट लोड नहीं हो सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  timeout: 'सुरक्षित वॉलेट ने समय पर जवाब नहीं दिया। फिर से कोशिश करें।',
  unreachable: 'सर्वर तक नहीं पहुँचा जा सका। फिर से कोशिश करें।',
  farcasterScan: 'अपने फ़ोन से स्कैन करें',
  farcasterDetail: 'इस कोड को Farcaster ऐप से स्कैन करें, या इसे इसी डिवाइस पर खोलें।',
  farcasterOpen: 'इस डिवाइस पर Farcaster खोलें',
  farcasterQr: 'Farcaster से साइन इन करने का QR कोड',
  farcasterStarting: 'साइन-इन लिंक तैयार हो रहा है…',
}
