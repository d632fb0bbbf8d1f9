import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Hindi: SwitchNetwork. */
export const networkSwitch: LocaleCatalog['networkSwitch'] = {
  approveTitle: 'वॉलेट में स्वीकृत करें',
  approveDetail: 'अपने वॉलेट में {name} पर स्विच करना स्वीकार करें।',
  declinedTitle: 'स्विच अस्वीकार किया गया',
  failedTitle: 'स्विच विफल रहा',
  tryAgain: 'फिर से कोशिश करें',
  switchedDetail: 'आपका वॉलेट अब {name} पर है।',
}
