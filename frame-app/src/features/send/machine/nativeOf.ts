import type { SendAsset } from '../SendAsset.ts'

/** The native coin among the balances, or null. */
export const nativeOf = (balances: SendAsset[]) =>
  balances.find((t) => t.address === undefined) ?? null
