import type { HistoryItem } from '@porthole/shared-protocol/dataApi'
import { useMemo, useSyncExternalStore } from 'react'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'
import type { AccountKey } from '../data/accountListMachine.ts'

/** The transfers this frame sent from `key`'s account and network, newest first. */
export function useSentActivity(key: AccountKey | null): readonly HistoryItem[] {
  const { sent } = useFrameApp().accountData
  const list = useSyncExternalStore(sent.subscribe, sent.getSnapshot)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `list` changes with every entry
  return useMemo(() => (key ? sent.itemsFor(key) : []), [sent, key, list])
}
