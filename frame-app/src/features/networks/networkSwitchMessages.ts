import type { Message } from '../../i18n/Message.ts'

/**
 * SwitchNetwork's strings in English (in its lazy chunk, not the first paint); every locale
 * translates them (`features/networks/locales/<tag>.json`). The error sentences and "Switched to
 * {name}" are the core catalog's `networks.*`.
 */
export const networkSwitchMessages = {
  approveTitle: 'Approve in wallet',
  approveDetail: 'Accept the switch to {name} in your wallet.',
  declinedTitle: 'Switch declined',
  failedTitle: 'Switch failed',
  tryAgain: 'Try again',
  switchedDetail: 'Your wallet is now on {name}.',
} as const satisfies Record<string, Message>

export type NetworkSwitchMessageKey = keyof typeof networkSwitchMessages
