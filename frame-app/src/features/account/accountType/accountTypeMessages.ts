import type { Message } from '../../../i18n/Message.ts'

/**
 * The account-type switch's strings in English (SPEC §3 eoa / smartAccount; in the Account
 * chunk, not the first paint); every locale translates them (`features/account/locales/<tag>.json`):
 * read them with `useAccountTypeT`.
 */
export const accountTypeMessages = {
  heading: 'Account type',
  toggle: 'Smart account',
  on: 'Smart account: several steps run as one transaction. Your address stays the same.',
  off: 'Standard account. Turn on the smart account to run several steps as one transaction; your address stays the same.',
  detailsSummary: 'How it works',
  details:
    'A standard account is an EOA (externally owned account). The smart account uses EIP-7702: the same address delegates to a smart-account contract.',
  failed: 'The account type could not be changed. Try again.',
} as const satisfies Record<string, Message>

export type AccountTypeMessageKey = keyof typeof accountTypeMessages
