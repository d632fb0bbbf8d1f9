import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { AccountData, AccountListKind } from '../data/createAccountData.ts'
import { useAccountData } from './useAccountData.ts'

type ListSnapshot<K extends AccountListKind> = SnapshotFrom<AccountData[K]>

/** One Account tab's list (tokens, NFTs or activity) and the request for its next page. */
export function useAccountList<K extends AccountListKind>(
  kind: K,
): { state: ListSnapshot<K>; loadMore: () => void } {
  const list = useAccountData()[kind]
  const state = useSelector(list, (s) => s) as ListSnapshot<K>
  const loadMore = useCallback(() => list.send({ type: 'MORE' }), [list])
  return { state, loadMore }
}
