/** SPEC §3 `currentTab`: the Account view's tabs, in their order. */
export const ACCOUNT_TABS = ['tokens', 'nfts', 'activity'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]
