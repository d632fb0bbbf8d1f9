/** The account-type toggle's strings (SPEC §3 eoa / smartAccount), loaded with the Account chunk (not with the first paint). */
export const accountTypeMessages = {
  'smartAccount.heading': 'Account type',
  'smartAccount.toggle': 'Smart account',
  'smartAccount.on':
    'Smart account: batched calls run in one transaction. With EIP-7702 it keeps this same address.',
  'smartAccount.off':
    'Standard account (EOA). Turn on the smart account to batch calls; it keeps this same address (EIP-7702).',
  'smartAccount.failed': 'The account type could not be changed. Try again.',
} as const
export type AccountTypeMessageKey = keyof typeof accountTypeMessages
