import { useSelector } from '@xstate/react'
import type { TokenBalance } from '../../api/AccountDataSchemas.ts'
// The Account chunk's actors, made on first use by Send's chunk too (never by the first paint).
import { useAccountData } from '../account/hooks/useAccountData.ts'

/** The account's tokens (the Account view's Tokens tab) and how far they loaded: Send picks from them. */
export function useAccountTokens(): {
  tokens: TokenBalance[]
  status: 'loading' | 'ready' | 'failed'
} {
  const list = useAccountData().tokens
  const tokens = useSelector(list, (s) => s.context.items)
  const status = useSelector(list, (s) =>
    s.matches('failed') ? 'failed' : s.matches('ready') ? 'ready' : 'loading',
  )
  return { tokens, status }
}
