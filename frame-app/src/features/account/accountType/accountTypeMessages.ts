import type { Message } from '../../../i18n/Message.ts'

/**
 * The account-type switch's strings in English (SPEC §3 eoa / smartAccount; in the Account
 * chunk, not the first paint); every locale translates them (`i18n/locales/<tag>/accountType.ts`):
 * read them with `useAccountTypeT`.
 */
export const accountTypeMessages = {
  heading: 'Account type',
  toggle: 'Smart account',
  on: 'Smart account: batched calls run in one transaction. With EIP-7702 it keeps this same address.',
  off: 'Standard account (EOA). Turn on the smart account to batch calls; it keeps this same address (EIP-7702).',
  failed: 'The account type could not be changed. Try again.',
} as const satisfies Record<string, Message>

export type AccountTypeMessageKey = keyof typeof accountTypeMessages
