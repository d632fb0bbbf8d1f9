import type { SummaryDeps } from '../summary/summarizeApproval.ts'

/** The Anvil dev chain a summary test runs on: 31337, ETH. */
export const anvilNative = {
  chainId: 31337,
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
} satisfies Partial<SummaryDeps>

/** Summary reads on the Anvil chain that know one token: DUSD (6 decimals) at `token`. */
export const anvilSummaryDeps = (token?: string): SummaryDeps => ({
  ...anvilNative,
  readToken: async (address: string) =>
    address === token ? { symbol: 'DUSD', decimals: 6 } : null,
})
