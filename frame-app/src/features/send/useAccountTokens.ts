// The Account chunk's actors, made on first use by Send's chunk too (never by the first paint).
import { useAccountData } from '../account/views/Account/useAccountData.ts'

/** The account's token list actor (the Account view's Tokens tab): Send picks from it. */
export function useAccountTokens() {
  return useAccountData().tokens
}
